import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { issueAt } from '@/lib/field-issues';
import { decimalToMinor, formatMinor, minorToDecimal } from '@/lib/minor-money';
import { ActionError } from './parts';
import { orderQueries } from './orders.queries';
import { refundPayment, type PaymentEntry } from './payments.queries';
import { notify } from '@/lib/notify';

const DECIMALS: Record<string, number> = { HKD: 2, ETH: 18, MATIC: 18 };

/** The amount typed, in minor units, when it is a positive amount no larger than what is left; else null. */
function typedAmount(text: string, currency: string, left: string): string | null {
  const minor = decimalToMinor(text, DECIMALS[currency] ?? 2);
  if (minor === null || BigInt(minor) <= 0n || BigInt(minor) > BigInt(left)) return null;
  return minor;
}

/**
 * Support's refund of one payment (refundPayment): how much (all that is left by default, never more), why,
 * and a confirm button that names the amount, so nothing is refunded by a slip. The refusal shows in the dialog.
 */
export function RefundPaymentDialog({ payment }: { payment: PaymentEntry }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const left = payment.refundable ?? '0';
  const leftText = formatMinor(left, payment.currency, i18n.locale);
  const initial = minorToDecimal(left, DECIMALS[payment.currency] ?? 2) ?? '';
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(initial);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const minor = typedAmount(amount, payment.currency, left);
  const missingReason = reason.trim() === '';
  const refund = useMutation({
    mutationFn: () => refundPayment({ paymentId: payment.id, amount: minor!, reason: reason.trim() }),
    onSuccess: () => {
      setOpen(false);
      notify(t`The refund has been recorded.`, 'green');
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
  const close = () => {
    setOpen(false);
    setAmount(initial);
    setReason('');
    setTouched(false);
    refund.reset();
  };
  // Fields the server refused (4200) are marked where they are typed.
  const refusedAmount = issueAt(refund.error, 'amount') !== undefined;
  const refusedReason = issueAt(refund.error, 'reason') !== undefined;
  const shown = minor ? formatMinor(minor, payment.currency, i18n.locale) : '';
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Trans>Refund</Trans>
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t`Refund this payment?`}
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        centered
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (minor && !missingReason) refund.mutate();
          }}
        >
          <Stack>
            <Text size="sm">
              <Trans>
                Up to {leftText} of this payment can be refunded. The money goes back through the provider
                that took it; the order itself stays as it is.
              </Trans>
            </Text>
            <TextInput
              label={t`Amount to refund (${payment.currency})`}
              value={amount}
              inputMode="decimal"
              autoComplete="off"
              required
              onChange={(e) => setAmount(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={
                (touched && !minor) || refusedAmount ? (
                  <Trans>Enter an amount above zero and up to {leftText}.</Trans>
                ) : undefined
              }
            />
            <Textarea
              label={t`Reason`}
              required
              value={reason}
              maxLength={300}
              autosize
              minRows={2}
              onChange={(e) => setReason(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={
                (touched && missingReason) || refusedReason ? <Trans>Please give a reason.</Trans> : undefined
              }
            />
            {refund.isError && <ActionError error={refund.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Go back</Trans>
              </Button>
              <Button type="submit" color="orange" loading={refund.isPending}>
                {shown ? <Trans>Refund {shown}</Trans> : <Trans>Refund</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTruckDelivery, IconWallet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@schemas/orders';
import { deliverFromBrowserWallet, type WalletDeliveryError } from './orders.actors';
import { markDelivered } from './orders.api';
import { orderQueries } from './orders.queries';
import { ActionError } from './parts';
import { issueAt } from '@/lib/field-issues';
import { notify } from '@/lib/notify';

const WALLET_ERRORS: Record<WalletDeliveryError, MessageDescriptor> = {
  no_wallet: msg`No browser wallet was found. Open this page in a browser with your wallet.`,
  wrong_account: msg`Switch your wallet to the account that holds this token, then try again.`,
  rejected: msg`The transaction was rejected in your wallet.`,
  failed: msg`The wallet could not send the transaction.`,
};
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** This minute as a datetime-local value (the field's own format, local time): the usual delivery time. */
function thisMinute(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset(), 0, 0);
  return d.toISOString().slice(0, 16);
}

type Method = 'waybill' | 'tx';

/**
 * The seller's "mark delivered": a parcel with logistics company, waybill number, delivery time
 * and a receipt image (multipart), or a transaction hash; an NFT line in the seller's browser wallet is sent
 * from it here, and the server verifies the transaction before accepting it.
 */
export function DeliverDialog({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<Method>('waybill');
  const [company, setCompany] = useState('');
  const [waybill, setWaybill] = useState('');
  const [time, setTime] = useState(thisMinute);
  const [image, setImage] = useState<File | null>(null);
  const [txHash, setTxHash] = useState('');
  const [tried, setTried] = useState(false);
  const nftLines = order.lines.filter(
    (l) => (l.kind === 'SELF' || l.kind === 'NON') && l.fulfilment === 'UNFULFILLED',
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
  const finish = () => {
    setOpen(false);
    setTried(false);
    notify(t`Delivery recorded.`, 'green');
  };
  const submit = useMutation({
    mutationFn: () =>
      markDelivered(
        method === 'tx'
          ? { orderId: order.id, txHash: txHash.trim() }
          : {
              orderId: order.id,
              logisticsCompany: company.trim(),
              waybillNumber: waybill.trim(),
              deliveryTime: time ? new Date(time).toISOString() : undefined,
              receiptImage: image,
            },
      ),
    onSuccess: finish,
    onSettled: refresh,
  });
  const wallet = useMutation({
    mutationFn: (lineId: string) => deliverFromBrowserWallet(order.id, lineId),
    onSuccess: finish,
    onSettled: refresh,
  });
  const walletReason = (wallet.error as { reason?: WalletDeliveryError } | null)?.reason;

  // What the form checks itself, then what the server refused (4200, by its field names).
  const refused = (path: string) => (issueAt(submit.error, path) ? t`Please check this field.` : null);
  const errors = {
    company: method === 'waybill' && !company.trim() ? t`Enter the logistics company.` : null,
    waybill: method === 'waybill' && !waybill.trim() ? t`Enter the waybill number.` : null,
    time: method === 'waybill' && !time ? t`Enter the delivery time.` : null,
    tx:
      method === 'tx' && !TX_HASH.test(txHash.trim())
        ? t`Enter a transaction hash (0x and 64 hex digits).`
        : null,
  };
  const valid = !errors.company && !errors.waybill && !errors.time && !errors.tx;
  const shown = (local: string | null, path: string) => (tried ? local : null) ?? refused(path);

  return (
    <>
      <Button
        leftSection={<IconTruckDelivery size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Trans>Mark delivered</Trans>
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Mark this order delivered`}
        centered
        size="lg"
      >
        <Stack>
          {nftLines.length > 0 && (
            <Stack gap="xs">
              <Text size="sm">
                <Trans>
                  Tokens held in your browser wallet are sent from it; the transaction hash then tracks the
                  line.
                </Trans>
              </Text>
              {nftLines.map((l) => (
                <Group key={l.id} justify="space-between" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {l.name}
                  </Text>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconWallet size={16} aria-hidden />}
                    loading={wallet.isPending && wallet.variables === l.id}
                    onClick={() => wallet.mutate(l.id)}
                  >
                    <Trans>Send from my browser wallet</Trans>
                  </Button>
                </Group>
              ))}
              {wallet.isError &&
                (walletReason ? (
                  <Alert color="red" role="alert">
                    {i18n._(WALLET_ERRORS[walletReason])}
                  </Alert>
                ) : (
                  <ActionError error={wallet.error} />
                ))}
            </Stack>
          )}
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (valid) submit.mutate();
            }}
          >
            <Stack>
              <SegmentedControl
                value={method}
                onChange={(m) => setMethod(m as Method)}
                aria-label={t`How it was delivered`}
                data={[
                  { value: 'waybill', label: t`Waybill` },
                  { value: 'tx', label: t`Transaction hash` },
                ]}
              />
              {method === 'waybill' ? (
                <>
                  <TextInput
                    label={t`Logistics company`}
                    required
                    value={company}
                    maxLength={80}
                    onChange={(e) => setCompany(e.currentTarget.value)}
                    error={shown(errors.company, 'logisticsCompany')}
                  />
                  <TextInput
                    label={t`Waybill number`}
                    required
                    value={waybill}
                    maxLength={80}
                    onChange={(e) => setWaybill(e.currentTarget.value)}
                    error={shown(errors.waybill, 'waybillNumber')}
                  />
                  <TextInput
                    type="datetime-local"
                    label={t`Delivery time`}
                    required
                    value={time}
                    onChange={(e) => setTime(e.currentTarget.value)}
                    error={shown(errors.time, 'deliveryTime')}
                  />
                  <FileInput
                    label={t`Receipt image`}
                    accept="image/png,image/jpeg,image/gif"
                    value={image}
                    onChange={setImage}
                    clearable
                    clearButtonProps={{ 'aria-label': t`Remove the receipt image` }}
                    placeholder={t`Choose an image`}
                    error={refused('receiptImage')}
                  />
                </>
              ) : (
                <TextInput
                  label={t`Transaction hash`}
                  required
                  value={txHash}
                  onChange={(e) => setTxHash(e.currentTarget.value)}
                  error={shown(errors.tx, 'txHash')}
                  ff="monospace"
                />
              )}
              {submit.isError && <ActionError error={submit.error} />}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(false)}>
                  <Trans>Go back</Trans>
                </Button>
                <Button type="submit" loading={submit.isPending}>
                  <Trans>Mark delivered</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Modal>
    </>
  );
}

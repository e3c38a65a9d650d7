import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ProductDetail } from '@schemas/products';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';
import { issueErrors, markIssues } from '@/lib/field-issues';
import { shortAddress } from '@/lib/address';
import { useFlow } from '@/lib/use-flow';
import { nftTransferFlow } from './item-wallet.actors';
import { stepCodeText } from './item-wallet.errors';
import { TransferOutcome, TransferWaiting } from './transfer-progress';
import { EMPTY_TRANSFER, transferIssues, type TransferValues } from './transfer-form';

type Props = { item: ProductDetail; held: number; opened: boolean; onClose: () => void };

/**
 * Transfer to an external wallet (spec §2/§4 "transfer to MetaMask"): address and quantity,
 * a confirmation (it cannot be undone), then the approval runs in a new window with the receiving wallet
 * while this dialog waits for its outcome on the wallet-step channel.
 */
export function TransferDialog({ item, held, opened, onClose }: Props) {
  const { t } = useLingui();
  // Loaded on the first open and mounted open: see useOpenedAfterMount.
  const shown = useOpenedAfterMount(opened);
  const queryClient = useQueryClient();
  const flow = useMemo(() => nftTransferFlow(queryClient), [queryClient]);
  const actor = useFlow(flow);
  const step = useSelector(actor, (s) =>
    s.matches('editing')
      ? 'form'
      : s.matches('waiting')
        ? 'waiting'
        : s.matches('outcome')
          ? 'outcome'
          : 'confirm',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { entry, started, outcome, errorCode, issues } = useSelector(actor, (s) => s.context);
  const multi = item.contractType === 'ERC1155' && held > 1;

  const text = (_: string, issue: { path: string }) =>
    issue.path === 'toAddress'
      ? t`Enter a valid wallet address (0x followed by 40 hex digits).`
      : t`Choose between 1 and ${held}.`;
  const form = useForm<TransferValues>({
    initialValues: EMPTY_TRANSFER,
    validate: (values) => issueErrors(transferIssues(values, held), text),
    validateInputOnBlur: ['toAddress'],
    validateInputOnChange: ['quantity'],
  });

  // A field the server refused (4200) is marked once the flow is back at the form.
  useEffect(() => {
    markIssues(form, issues, text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [issues]);

  const close = () => {
    // Stops the request or the wait for the approval window, whichever runs.
    actor.send({ type: 'transfer.reset' });
    form.reset();
    onClose();
  };

  const toConfirm = form.onSubmit((values) =>
    actor.send({ type: 'transfer.submit', productId: item.id, ...values }),
  );
  const address = entry?.toAddress ?? '';
  const quantity = entry?.quantity ?? 1;

  return (
    <Modal
      opened={shown}
      onClose={close}
      title={t`Transfer to an external wallet`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      closeOnClickOutside={!busy}
    >
      {step === 'form' && (
        <form onSubmit={toConfirm} noValidate>
          <Stack gap="md">
            <Text size="sm">
              <Trans>Send “{item.name}” from your wallet here to a wallet you own, such as MetaMask.</Trans>
            </Text>
            <TextInput
              label={t`Receiving wallet address`}
              placeholder="0x…"
              {...form.getInputProps('toAddress')}
              autoComplete="off"
              spellCheck={false}
              required
              data-autofocus
            />
            {multi && (
              <NumberInput
                label={t`Quantity`}
                description={t`You hold ${held}`}
                min={1}
                max={held}
                allowDecimal={false}
                {...form.getInputProps('quantity')}
                onChange={(v) => form.setFieldValue('quantity', typeof v === 'number' ? v : Number(v))}
                required
              />
            )}
            {/* The link is underlined: on dimmed text its colour alone does not set it apart (WCAG 1.4.1). */}
            <Text size="xs" c="dimmed">
              <Trans>
                A transfer on the blockchain cannot be undone. You approve it with the receiving wallet, which
                proves the wallet is yours. See the{' '}
                <Anchor size="xs" underline="always" renderRoot={(p) => <Link to="/terms" {...p} />}>
                  terms
                </Anchor>
                .
              </Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit">
                <Trans>Continue</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {step === 'confirm' && (
        <Stack gap="md">
          <Text>
            {multi ? (
              <Trans>
                Transfer {quantity} of “{item.name}” to {shortAddress(address)}?
              </Trans>
            ) : (
              <Trans>
                Transfer “{item.name}” to {shortAddress(address)}?
              </Trans>
            )}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="transfer-target">
            {address}
          </Text>
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="note">
            <Trans>This cannot be undone. Check the address carefully.</Trans>
          </Alert>
          {errorCode !== null && (
            <Alert color="red" role="alert">
              {stepCodeText(errorCode)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'transfer.back' })} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
            <Button color="red" loading={busy} onClick={() => actor.send({ type: 'transfer.confirm' })}>
              <Trans>Transfer</Trans>
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'waiting' && started && <TransferWaiting url={started.url} onClose={close} />}
      {step === 'outcome' && outcome && <TransferOutcome outcome={outcome} onClose={close} />}
    </Modal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isAddress } from 'ethers';
import { useEffect, useRef, useState } from 'react';
import type { ProductDetail } from '@schemas/products';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';
import { issueAt } from '@/lib/field-issues';
import { shortAddress } from '@/lib/address';
import type { TransferStarted } from '@schemas/wallets';
import { startTransfer } from './item-wallet.api';
import { openStepWindow, waitForWalletStep, type StepOutcome } from './item-wallet.actors';
import { itemWalletErrorText, stepCodeText } from './item-wallet.errors';
import { itemDetailQueries } from '@/features/item-detail/item-detail.queries';

type Props = { item: ProductDetail; held: number; opened: boolean; onClose: () => void };
type Step = 'form' | 'confirm' | 'waiting' | 'outcome';

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
  const [step, setStep] = useState<Step>('form');
  const [address, setAddress] = useState('');
  const [quantity, setQuantity] = useState<number>(1);
  const [touched, setTouched] = useState(false);
  const [started, setStarted] = useState<TransferStarted | null>(null);
  const [outcome, setOutcome] = useState<StepOutcome | null>(null);
  const win = useRef<Window | null>(null);
  const abort = useRef<AbortController | null>(null);
  const multi = item.contractType === 'ERC1155' && held > 1;

  const addressOk = isAddress(address.trim());
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= held;

  const start = useMutation({
    mutationFn: () => startTransfer({ productId: item.id, toAddress: address.trim(), quantity }),
    onSuccess: (answer) => {
      setStarted(answer);
      win.current = openStepWindow(answer.url);
      setStep('waiting');
      abort.current = new AbortController();
      void waitForWalletStep(answer.ref, win.current, abort.current.signal).then((o) => {
        setOutcome(o);
        setStep('outcome');
        // The holder list and the activity change once the transfer is approved.
        if (o.status === 'DONE')
          void queryClient.invalidateQueries({ queryKey: itemDetailQueries.detail(item.id).queryKey });
      });
    },
    // A refused field goes back to the form, where that field is marked.
    onError: (err) => {
      if (issueAt(err, 'toAddress') || issueAt(err, 'quantity')) setStep('form');
    },
  });

  // Checked here, or refused by the server (4200): the field says what it needs.
  const addressError =
    (touched && !addressOk) || issueAt(start.error, 'toAddress')
      ? t`Enter a valid wallet address (0x followed by 40 hex digits).`
      : null;
  const quantityError =
    !quantityOk || issueAt(start.error, 'quantity') ? t`Choose between 1 and ${held}.` : null;

  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    setStep('form');
    setAddress('');
    setQuantity(1);
    setTouched(false);
    setStarted(null);
    setOutcome(null);
    start.reset();
    onClose();
  };

  const toConfirm = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (addressOk && quantityOk) setStep('confirm');
  };

  const recordLink = (
    <Anchor renderRoot={(p) => <Link to="/wallet" search={{ tab: 'transfers' }} {...p} />}>
      <Trans>See the transfer record</Trans>
    </Anchor>
  );

  return (
    <Modal
      opened={shown}
      onClose={close}
      title={t`Transfer to an external wallet`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      closeOnClickOutside={!start.isPending}
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
              value={address}
              onChange={(e) => {
                setAddress(e.currentTarget.value);
                start.reset();
              }}
              onBlur={() => setTouched(true)}
              error={addressError}
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
                value={quantity}
                onChange={(v) => {
                  setQuantity(typeof v === 'number' ? v : Number(v));
                  start.reset();
                }}
                error={quantityError}
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
                Transfer {quantity} of “{item.name}” to {shortAddress(address.trim())}?
              </Trans>
            ) : (
              <Trans>
                Transfer “{item.name}” to {shortAddress(address.trim())}?
              </Trans>
            )}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="transfer-target">
            {address.trim()}
          </Text>
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="note">
            <Trans>This cannot be undone. Check the address carefully.</Trans>
          </Alert>
          {start.isError && (
            <Alert color="red" role="alert">
              {itemWalletErrorText(start.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('form')} disabled={start.isPending}>
              <Trans>Back</Trans>
            </Button>
            <Button color="red" loading={start.isPending} onClick={() => start.mutate()}>
              <Trans>Transfer</Trans>
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'waiting' && started && (
        <Stack gap="md" align="center" ta="center" role="status">
          <Loader aria-hidden />
          <Text fw={600}>
            <Trans>Waiting for approval in the new window</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Approve the transfer with the receiving wallet there. This dialog updates by itself.
            </Trans>
          </Text>
          <Anchor
            href={started.url}
            target="_blank"
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              win.current = openStepWindow(started.url);
            }}
          >
            <Group gap={4} component="span">
              <Trans>Open the approval window again</Trans>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Button variant="default" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      )}

      {step === 'outcome' && outcome && (
        <Stack gap="md">
          {outcome.status === 'DONE' ? (
            <Alert
              color="teal"
              icon={<IconCircleCheck aria-hidden />}
              title={t`Transfer approved`}
              role="status"
            >
              <Trans>The item is being sent on the blockchain. It can take a few minutes to arrive.</Trans>
            </Alert>
          ) : outcome.status === 'FAILED' ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title={t`Transfer failed`}
              role="alert"
            >
              {stepCodeText(outcome.code) ?? t`The transfer could not be completed.`}
            </Alert>
          ) : outcome.status === 'CANCELLED' ? (
            <Alert color="gray" title={t`Transfer cancelled`} role="status">
              <Trans>Nothing was transferred.</Trans>
            </Alert>
          ) : (
            <Alert color="gray" title={t`The approval window was closed`} role="status">
              <Trans>If you approved the transfer, it shows in the transfer record.</Trans>
            </Alert>
          )}
          <Group justify="space-between">
            {recordLink}
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

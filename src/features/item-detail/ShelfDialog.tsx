import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconGasStation } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { shelfMachine } from '@machines/shelf.machine';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { itemErrorTexts } from './item-detail.errors';
import { useSlots } from './item-detail.slots';

/** Refusals another try cannot change (an order in progress, not the seller, gone, changed meanwhile). */
const FINAL_CODES: number[] = [
  Code.OFF_SHELF_ORDER_IN_PROGRESS,
  Code.FORBIDDEN,
  Code.NOT_FOUND,
  Code.CONFLICT,
];

type Props = { actor: ActorRefFrom<typeof shelfMachine>; name: string };

/** A fee that rounds to 0 at 4 decimals still costs something: say so instead of "0 ETH". */
function useFeeText(fee: { fee: string; currency: string } | null) {
  const { i18n } = useLingui();
  const { formatCrypto } = useSlots();
  if (!fee) return null;
  const locale = i18n.locales ?? i18n.locale;
  const shown = formatCrypto(fee.fee, fee.currency, locale);
  if (Number(fee.fee) > 0 && Number(fee.fee) < 0.0001)
    return `< ${formatCrypto('0.0001', fee.currency, locale)}`;
  return shown ?? `${fee.fee} ${fee.currency}`;
}

/** The shelf confirmation (spec §4 Item): estimate, the fee to confirm, busy while sending, the refusal. */
export function ShelfDialog({ actor, name }: Props) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) => s.value);
  const action = useSelector(actor, (s) => s.context.request?.action ?? 'offSale');
  const fee = useSelector(actor, (s) => s.context.fee);
  const code = useSelector(actor, (s) => s.context.code);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const feeText = useFeeText(fee);
  const opened =
    state === 'estimating' || state === 'confirming' || state === 'submitting' || state === 'failed';
  const cancel = () => actor.send({ type: 'shelf.cancel' });
  const title = action === 'onSale' ? t`Put this item on sale?` : t`Take this item off the shelf?`;
  const retryable = code !== null && !FINAL_CODES.includes(code);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      opened={opened}
      onClose={cancel}
      title={title}
      centered
      closeOnClickOutside={state !== 'submitting'}
      closeOnEscape={state !== 'submitting'}
      withCloseButton={state !== 'submitting'}
    >
      <Stack>
        <Text fw={600}>{name}</Text>
        {state === 'estimating' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">
              <Trans>Estimating the gas fee…</Trans>
            </Text>
          </Group>
        )}
        {feeText && state !== 'estimating' && (
          <Alert
            role="note"
            color="yellow"
            icon={<IconGasStation aria-hidden />}
            title={<Trans>This may cost a gas fee</Trans>}
          >
            <Text size="sm" data-testid="gas-fee">
              <Trans>Estimated gas fee: {feeText}</Trans>
            </Text>
          </Alert>
        )}
        {state === 'failed' && code !== null && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Text size="sm">{errorText(new ApiError(code, ''), itemErrorTexts)}</Text>
            <Text size="xs" c="dimmed">
              <Trans>Code {code}</Trans>
            </Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={state === 'submitting'}>
            {state === 'failed' ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {state === 'failed' ? (
            retryable && (
              <Button onClick={() => actor.send({ type: 'shelf.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            )
          ) : (
            <Button
              onClick={() => actor.send({ type: 'shelf.confirm' })}
              disabled={state !== 'confirming' && state !== 'submitting'}
              loading={busy && state === 'submitting'}
              color={action === 'offSale' ? 'red' : undefined}
            >
              {action === 'onSale' ? <Trans>Put on sale</Trans> : <Trans>Take off shelf</Trans>}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

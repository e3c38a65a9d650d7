import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { withdrawMachine } from '@machines/withdraw.machine';
import { Code } from '@schemas/codes';
import { NATIVE_COIN, WITHDRAW_MINIMUM } from '@schemas/wallets';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { formatMoney } from './format';
import { chainLabel } from './labels';
import { Busy, StepLink } from './StepLink';
import { walletErrorTexts } from './wallet.errors';

/**
 * Withdraw (spec §4/§5): balance above the minimum (else the alert), terms and confirmation, the new window
 * and its dialog, then the check 2 s after either answer: success, or label_withdrawal_fail.
 */
export function WithdrawDialog({ actor }: { actor: ActorRefFrom<typeof withdrawMachine> }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s.value);
  const ctx = useSelector(actor, (s) => s.context);
  const coin = NATIVE_COIN[ctx.blockchain];
  const locale = i18n.locale;
  const chain = i18n._(chainLabel[ctx.blockchain]);
  const minimum = formatMoney(WITHDRAW_MINIMUM, coin, locale);
  const amount = formatMoney(ctx.balance?.total ?? '0', coin, locale);
  const cancel = () => actor.send({ type: 'withdraw.cancel' });
  const closable = state !== 'waiting' && state !== 'checking' && state !== 'requesting';
  const ended = state === 'succeeded' || state === 'failed' || state === 'belowMinimum';

  return (
    <Modal
      opened={state !== 'idle'}
      onClose={() => {
        if (closable && state !== 'awaiting') cancel();
      }}
      title={t`Withdraw income on ${chain}`}
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      withCloseButton={closable && state !== 'awaiting'}
      centered
    >
      <Stack>
        {state === 'checkingBalance' && <Busy>{t`Reading your balance…`}</Busy>}
        {state === 'belowMinimum' && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Trans>
              Your balance ({amount}) must be more than {minimum} to withdraw.
            </Trans>
          </Alert>
        )}
        {state === 'confirming' && (
          <>
            <Text>
              <Trans>Withdraw your whole balance of {amount} to your bound wallet?</Trans>
            </Text>
            <Checkbox
              checked={ctx.termsAccepted}
              onChange={(e) =>
                actor.send({ type: 'withdraw.acceptTerms', accepted: e.currentTarget.checked })
              }
              label={
                <Trans>
                  I accept the{' '}
                  <Anchor renderRoot={(p) => <Link to="/terms" target="_blank" {...p} />}>terms</Anchor> and
                  the{' '}
                  <Anchor renderRoot={(p) => <Link to="/policy" target="_blank" {...p} />}>
                    privacy policy
                  </Anchor>
                </Trans>
              }
            />
          </>
        )}
        {state === 'requesting' && <Busy>{t`Preparing the withdrawal…`}</Busy>}
        {state === 'awaiting' && (
          <>
            <Text>
              <Trans>Confirm or cancel the withdrawal in the new window, then answer here.</Trans>
            </Text>
            <StepLink url={ctx.step?.url} />
          </>
        )}
        {(state === 'waiting' || state === 'checking') && <Busy>{t`Checking the withdrawal…`}</Busy>}
        {state === 'succeeded' && (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            title={t`Withdrawal succeeded`}
          >
            {ctx.result && formatMoney(ctx.result.quantity, ctx.result.currency, locale)}
          </Alert>
        )}
        {state === 'failed' && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            title={t`Withdrawal failed`}
          >
            {ctx.code !== null && ctx.code !== Code.WITHDRAW_FAILED && (
              <Text size="sm">{errorText(new ApiError(ctx.code, ''), walletErrorTexts)}</Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          {state !== 'awaiting' && (
            <Button variant="default" onClick={cancel} disabled={!closable}>
              {ended ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
          )}
          {state === 'confirming' && (
            <Button onClick={() => actor.send({ type: 'withdraw.confirm' })} disabled={!ctx.termsAccepted}>
              <Trans>Withdraw</Trans>
            </Button>
          )}
          {state === 'awaiting' && (
            <>
              <Button variant="default" onClick={cancel}>
                <Trans>I cancelled it</Trans>
              </Button>
              <Button onClick={() => actor.send({ type: 'withdraw.confirm' })}>
                <Trans>I confirmed it</Trans>
              </Button>
            </>
          )}
          {state === 'failed' && (
            <Button onClick={() => actor.send({ type: 'withdraw.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Code } from '@schemas/codes';
import { coinAmountProblem } from '@machines/coin-tender.machine';
import type { CoinRefusal } from '@machines/coin-tender.types';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { notify } from '@/lib/notify';
import { useFlow } from '@/lib/use-flow';
import { CoinArt } from './CoinArt';
import { coinWorth, formatCoins } from './coin-text';
import { coinTenderFlow } from './coin-tender.actors';
import { coinErrorTexts, coinFieldTexts } from './coins.errors';

/** A refusal of payWithCoins in words, with the balance the server names. */
function refusalText(r: CoinRefusal, i18n: I18n): string {
  const field = r.code === Code.VALIDATION_FAILED && r.reason ? coinFieldTexts[r.reason] : undefined;
  const text = field ? i18n._(field) : errorText(new ApiError(r.code, r.reason ?? ''), coinErrorTexts);
  if (r.spendable === null) return text;
  const spendable = formatCoins(r.spendable, i18n.locale);
  const when = r.nextSpendableAt ? formatDate(r.nextSpendableAt, i18n.locale) : null;
  return when
    ? `${text} ${i18n._(msg`You can spend ${spendable} now; more from ${when}.`)}`
    : `${text} ${i18n._(msg`You can spend ${spendable} now.`)}`;
}

type Props = {
  orderId: string;
  /** The least payment of the method the rest would be paid with (minor units), to warn before it is refused. */
  restMinimum: string | null;
  disabled: boolean;
  /** The coins are paid: the page reads the order again for what is left. */
  onPaid: () => void;
};

/**
 * The coin tender at the payment step: where the order's merchant has a coin and the buyer holds spendable
 * coins, "Pay with <coin>" for whole coins (the most by default), their HKD value shown; the rest is paid with
 * the other methods as before.
 */
export function CoinTender({ orderId, restMinimum, disabled, onPaid }: Props) {
  const { t, i18n } = useLingui();
  const actor = useFlow(coinTenderFlow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    actor.send({ type: 'tender.load', orderId });
  }, [actor, orderId]);
  const paidCoins = ctx.payment?.coins;
  useEffect(() => {
    if (state !== 'paid' || !ctx.payment) return;
    const amount = formatMinor(ctx.payment.amount, 'HKD', i18n.locale);
    notify(t`Paid ${amount} with coins.`, 'teal');
    onPaid();
    // The payment is announced once, when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, paidCoins]);

  if (state === 'idle' || state === 'loading')
    return (
      <Stack gap={4} aria-busy="true">
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  if (state === 'loadFailed')
    return (
      <Alert color="orange" role="alert" title={t`Your coins could not be read`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{refusalText(ctx.refusal!, i18n)}</Text>
          <Button size="xs" variant="light" onClick={() => actor.send({ type: 'tender.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  if (state === 'unavailable' || !ctx.quote?.coin) return null;

  const q = ctx.quote;
  const coin = q.coin!;
  const busy = state === 'paying' || state === 'paid';
  const symbol = coin.symbol;
  const coinName = coin.name;
  const problem = coinAmountProblem(ctx.coins, q.maxCoins);
  const max = formatCoins(q.maxCoins, i18n.locale);
  const spendable = formatCoins(q.spendable, i18n.locale);
  const worth = problem === null ? coinWorth(ctx.coins.trim(), coin.valueHkdCents, i18n.locale) : '—';
  const each = formatMinor(coin.valueHkdCents, 'HKD', i18n.locale);
  const leftAfter =
    problem === null ? BigInt(q.leftAmount) - BigInt(ctx.coins.trim()) * BigInt(coin.valueHkdCents) : null;
  const leftText = leftAfter !== null ? formatMinor(leftAfter.toString(), 'HKD', i18n.locale) : '';
  const minText = restMinimum ? formatMinor(restMinimum, 'HKD', i18n.locale) : '';
  const belowMinimum =
    leftAfter !== null && restMinimum !== null && leftAfter > 0n && leftAfter < BigInt(restMinimum);
  const amountError =
    problem === 'format'
      ? t`A whole number of coins, more than zero.`
      : problem === 'over'
        ? t`At most ${max} ${symbol}.`
        : undefined;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="coin-tender">
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'tender.pay' });
        }}
      >
        <Stack gap="sm">
          <Group wrap="nowrap" gap="sm">
            <CoinArt artwork={coin.artwork} symbol={symbol} size={40} />
            <div>
              <Title order={3} size="h5">
                <Trans>Pay with {coinName}</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>
                  You have {spendable} {symbol} to spend; each is worth {each}.
                </Trans>
              </Text>
            </div>
          </Group>
          <TextInput
            id="coin-tender-amount"
            label={t`Coins to pay`}
            description={t`Up to ${max} ${symbol}.`}
            inputMode="numeric"
            autoComplete="off"
            value={ctx.coins}
            disabled={disabled || busy}
            onChange={(e) => actor.send({ type: 'tender.amount', coins: e.currentTarget.value })}
            error={amountError}
            rightSection={<Text size="xs">{symbol}</Text>}
            rightSectionWidth={56}
          />
          <Text size="sm" data-testid="coin-tender-worth">
            <Trans>
              Worth {worth}. Left to pay after the coins: {leftText}
            </Trans>
          </Text>
          {belowMinimum && (
            <Alert color="yellow" role="status">
              <Trans>
                The {leftText} left is below this method's least payment of {minText}. Pay fewer coins, or all
                of it with coins if you can.
              </Trans>
            </Alert>
          )}
          {state === 'failed' && ctx.refusal && (
            <Alert color="red" role="alert" title={t`The coins were not paid`}>
              {refusalText(ctx.refusal, i18n)}
            </Alert>
          )}
          <Button type="submit" variant="light" loading={busy} disabled={disabled || problem !== null}>
            <Trans>
              Pay {worth} with {symbol}
            </Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

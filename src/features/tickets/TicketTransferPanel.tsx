import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Code } from '@schemas/codes';
import type { TicketTransfer } from '@schemas/ticket-door';
import type { TicketTier } from '@schemas/tickets';
import { useCaptchaParts } from '@/components/captcha-parts';
import { EMPTY_TARGET, TransferTargetFields, type TargetValues } from '@/components/TransferTargetFields';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { decimalToMinor, formatMinor } from '@/lib/minor-money';
import { useFlow } from '@/lib/use-flow';
import { newRequestKey } from './ticket-text';
import type { TicketStore } from './ticket-store';
import { transferFlow } from './tickets.actors';
import { transferErrorTexts, transferFieldTexts } from './tickets.errors';

const DECIMALS: Record<string, number> = { HKD: 2, ETH: 18, MATIC: 18 };

/** The organiser's fee on an asking price (minor units, rounded down, as the server records it). */
export const transferFee = (price: string, feeBp: number) =>
  ((BigInt(price) * BigInt(feeBp)) / 10_000n).toString();

/**
 * A ticket's transfer (machines/ticket-transfer.machine.ts), where its tier allows: the member by mobile or
 * e-mail, an optional asking price within the tier's cap with the organiser's fee shown, the picture code, a
 * confirmation, then the server's answer. No money moves: the price and fee are recorded.
 */
export function TicketTransferPanel({
  ticketId,
  label,
  tier,
  store,
  onMoved,
}: {
  ticketId: string;
  /** The ticket as named to the member ("event · tier"). */
  label: string;
  tier: TicketTier;
  store: TicketStore;
  onMoved: (transfer: TicketTransfer) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { CaptchaField, captchaQuery } = useCaptchaParts();
  const captcha = useQuery(captchaQuery());
  const flow = useMemo(() => transferFlow(queryClient, store, ticketId), [queryClient, store, ticketId]);
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [target, setTarget] = useState<TargetValues>(EMPTY_TARGET);
  const [priceText, setPriceText] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [priceIssue, setPriceIssue] = useState<string | null>(null);
  const money = (minor: string) => formatMinor(minor, tier.currency, i18n.locale);
  const price = priceText.trim() ? decimalToMinor(priceText, DECIMALS[tier.currency] ?? 2) : '';
  const fee = price ? transferFee(price, tier.transfer.feeBp) : null;
  const cap = tier.transfer.priceCap;

  const moved = state === 'done' ? ctx.transfer : null;
  useEffect(() => {
    if (moved) onMoved(moved);
  }, [moved, onMoved]);

  if (moved) return null;
  const who = target.by === 'mobile' ? `${target.areaCode} ${target.mobile}` : target.email;
  if (state === 'confirming' || state === 'submitting')
    return (
      <Stack gap="sm">
        <Text>
          <Trans>
            Transfer {label} to {who}? Its code stops working on this phone.
          </Trans>
        </Text>
        {ctx.entry?.price && (
          <Text size="sm">
            <Trans>
              Asking price {money(ctx.entry.price)}, organiser’s fee{' '}
              {money(transferFee(ctx.entry.price, tier.transfer.feeBp))}.
            </Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'transfer.cancel' })} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={() => actor.send({ type: 'transfer.confirm' })} loading={busy} color="red">
            <Trans>Confirm transfer</Trans>
          </Button>
        </Group>
      </Stack>
    );
  const issue = (path: string) => {
    const m = ctx.issues.find((i) => i.path === path)?.message;
    return m ? i18n._(transferFieldTexts[m] ?? transferFieldTexts.required!) : undefined;
  };
  const refused = ctx.errorCode;
  const showAlert = refused !== null && !(refused === Code.VALIDATION_FAILED && ctx.issues.length > 0);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (price === null || (price && cap !== null && BigInt(price) > BigInt(cap))) {
          setPriceIssue(price === null ? 'price' : 'over_price_cap');
          return;
        }
        setPriceIssue(null);
        actor.send({
          type: 'transfer.submit',
          ...target,
          price,
          captchaId: captcha.data?.captchaId ?? '',
          captchaText,
          requestKey: newRequestKey(),
        });
        // Each picture code allows one try: the next attempt needs a new one.
        if (captchaText.trim()) {
          setCaptchaText('');
          void captcha.refetch();
        }
      }}
    >
      <Stack gap="sm">
        {showAlert && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(refused, ''), transferErrorTexts)}
          </Alert>
        )}
        <TransferTargetFields
          value={target}
          onChange={setTarget}
          errors={{ mobile: issue('mobile'), email: issue('email') }}
          captcha={<CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />}
        />
        <TextInput
          label={t`Asking price (optional)`}
          description={
            cap !== null
              ? t`Up to ${money(cap)}. Recorded only: no money moves here.`
              : t`Recorded only: no money moves here.`
          }
          inputMode="decimal"
          value={priceText}
          onChange={(e) => setPriceText(e.currentTarget.value)}
          error={priceIssue ? i18n._(transferFieldTexts[priceIssue]!) : issue('price')}
        />
        {fee !== null && (
          <Text size="sm" data-testid="transfer-fee">
            <Trans>Organiser’s fee: {money(fee)}</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit">{t`Continue`}</Button>
        </Group>
      </Stack>
    </form>
  );
}

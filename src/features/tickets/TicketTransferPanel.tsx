import { Trans, useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { TicketTransfer } from '@schemas/ticket-door';
import type { TicketTier } from '@schemas/tickets';
import { TransferTargetPanel } from '@/components/TransferTargetPanel';
import { decimalToMinor, formatMinor } from '@/lib/minor-money';
import type { TicketStore } from './ticket-store';
import { transferFlow } from './tickets.actors';
import { transferErrorTexts, transferFieldTexts } from './tickets.errors';

const DECIMALS: Record<string, number> = { HKD: 2, ETH: 18, MATIC: 18 };

/** The organiser's fee on an asking price (minor units, rounded down, as the server records it). */
export const transferFee = (price: string, feeBp: number) =>
  ((BigInt(price) * BigInt(feeBp)) / 10_000n).toString();

/**
 * A ticket's transfer, where its tier allows: the shared transfer panel (target, picture code, confirmation)
 * with the ticket's effect (transferTicket), and its own field, an optional asking price within the tier's cap
 * with the organiser's fee shown. No money moves: the price and fee are recorded.
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
  const flow = useMemo(() => transferFlow(queryClient, store, ticketId), [queryClient, store, ticketId]);
  const [priceText, setPriceText] = useState('');
  const [priceIssue, setPriceIssue] = useState<string | null>(null);
  const money = (minor: string) => formatMinor(minor, tier.currency, i18n.locale);
  const price = priceText.trim() ? decimalToMinor(priceText, DECIMALS[tier.currency] ?? 2) : '';
  const fee = price ? transferFee(price, tier.transfer.feeBp) : null;
  const cap = tier.transfer.priceCap;
  const moved = useCallback((result: unknown) => onMoved(result as TicketTransfer), [onMoved]);
  return (
    <TransferTargetPanel
      flow={flow}
      onDone={moved}
      errorTexts={transferErrorTexts}
      fieldTexts={transferFieldTexts}
      question={(who, entry) => (
        <>
          <Text>
            <Trans>
              Transfer {label} to {who}? Its code stops working on this phone.
            </Trans>
          </Text>
          {entry.extra.price && (
            <Text size="sm">
              <Trans>
                Asking price {money(entry.extra.price)}, organiser’s fee{' '}
                {money(transferFee(entry.extra.price, tier.transfer.feeBp))}.
              </Trans>
            </Text>
          )}
        </>
      )}
      takeExtra={() => {
        if (price === null || (price && cap !== null && BigInt(price) > BigInt(cap))) {
          setPriceIssue(price === null ? 'price' : 'over_price_cap');
          return null;
        }
        setPriceIssue(null);
        return { price };
      }}
      extraFields={(issue) => (
        <>
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
        </>
      )}
    />
  );
}

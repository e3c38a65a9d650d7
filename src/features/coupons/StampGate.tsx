import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Code } from '@schemas/codes';
import type { StampCard } from '@schemas/stamps';
import { ListError, ListSkeleton } from '@/components/ListState';
import { PlanUpsell } from '@/components/PlanUpsell';
import { codeOf } from '@/lib/error-text';
import { stampErrorTexts } from './stamps.errors';
import { stampQueries } from './stamps.queries';

/**
 * The merchant's e-stamp tools for plans that have them: reads the merchant's stamp card (getMyStampCard) and
 * shows its loading and error states, or, where the plan lacks e-stamps (403), says so and where the plans are;
 * otherwise renders `children` with the card (null before there is one).
 */
export function StampGate({ children }: { children: (card: StampCard | null) => ReactNode }) {
  const card = useQuery({ ...stampQueries.card(), retry: false });
  if (card.isPending) return <ListSkeleton rows={3} height={56} />;
  if (card.isError && codeOf(card.error) === Code.FORBIDDEN)
    return (
      <PlanUpsell>
        <Trans>E-stamps are part of the Enterprise plan.</Trans>
      </PlanUpsell>
    );
  if (card.isError)
    return (
      <ListError
        error={card.error}
        onRetry={() => void card.refetch()}
        retrying={card.isFetching}
        texts={stampErrorTexts}
      />
    );
  return <>{children(card.data.card)}</>;
}

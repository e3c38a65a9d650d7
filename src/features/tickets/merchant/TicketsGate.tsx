import { Trans } from '@lingui/react/macro';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Code } from '@schemas/codes';
import { ListError, ListSkeleton } from '@/components/ListState';
import { PlanUpsell } from '@/components/PlanUpsell';
import { codeOf } from '@/lib/error-text';
import { eventSaveErrorTexts } from './event-form.texts';
import { merchantTicketQueries } from './merchant-tickets.queries';

/**
 * The ticket tools for plans that have them: the door staff list (listDoorStaff) answers 403
 * `plan_lacks_feature` when the merchant's plan has no tickets, and the tab then says so and where the plans
 * are instead of showing a form the server would refuse.
 */
export function TicketsGate({ children }: { children: ReactNode }) {
  const probe = useQuery({ ...merchantTicketQueries.staff(), retry: false });
  if (probe.isPending) return <ListSkeleton rows={3} height={64} />;
  if (
    probe.isError &&
    codeOf(probe.error) === Code.FORBIDDEN &&
    (probe.error as { message?: string }).message === 'plan_lacks_feature'
  )
    return (
      <PlanUpsell icon={<IconTicket aria-hidden />}>
        <Trans>
          Ticketed events are part of the Enterprise plan: sell tickets in tiers, check them in at the door
          with a phone, even offline.
        </Trans>
      </PlanUpsell>
    );
  if (probe.isError)
    return (
      <ListError
        error={probe.error}
        onRetry={() => void probe.refetch()}
        retrying={probe.isFetching}
        texts={eventSaveErrorTexts}
      />
    );
  return <>{children}</>;
}

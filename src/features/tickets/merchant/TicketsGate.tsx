import { Trans } from '@lingui/react/macro';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FeatureGate } from '@/components/FeatureGate';
import { eventSaveErrorTexts } from './event-form.texts';
import { merchantTicketQueries } from './merchant-tickets.queries';

/**
 * The ticket tools for plans that have them: the door staff list (listDoorStaff) answers 403
 * `plan_lacks_feature` when the merchant's plan has no tickets.
 */
export function TicketsGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate
      probe={merchantTicketQueries.staff()}
      icon={<IconTicket aria-hidden />}
      texts={eventSaveErrorTexts}
      upsell={
        <Trans>
          Ticketed events are part of the Enterprise plan: sell tickets in tiers, check them in at the door
          with a phone, even offline.
        </Trans>
      }
    >
      {children}
    </FeatureGate>
  );
}

import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { CampaignRoute } from '@schemas/campaigns';
import { PAGE_KIND_OF } from '@schemas/campaigns';
import { ListState } from '@/components/ListState';
import { campaignErrorTexts } from './campaigns.errors';
import { campaignQueries } from './campaigns.queries';
import { CampaignFlow } from './CampaignFlow';
import { PhoneOnlyNotice } from './PhoneOnlyNotice';

/** A phone: the promotional login pages open only here (spec §2). Read at once, so a phone never sees the notice. */
const PHONE = '(max-width: 48em)';

/**
 * An event page of spec §2: the latest campaign of this route, in its page kind: a landing page
 * with step instructions, a login that opens on a phone only, a registration, or a transfer page.
 */
export function CampaignPage({ route }: { route: CampaignRoute }) {
  const query = useQuery(campaignQueries.ofRoute(route));
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const campaign = query.data?.items[0];
  if (PAGE_KIND_OF[route] === 'MOBILE_LOGIN' && !phone) return <PhoneOnlyNotice />;
  return (
    <ListState
      query={query}
      skeleton={
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} />
        </Stack>
      }
      isEmpty={!campaign}
      empty={
        <Text fw={600} c="dimmed" role="status">
          <Trans>No event is running on this page right now. Please come back later.</Trans>
        </Text>
      }
      texts={campaignErrorTexts}
    >
      {campaign && <CampaignFlow key={campaign.id} campaign={campaign} />}
    </ListState>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Campaign } from '@schemas/campaigns';
import { session } from '@/lib/session';
import { useFlow } from '@/lib/use-flow';
import { campaignFlow } from './campaigns.actors';
import { CampaignActions } from './CampaignActions';
import { localText } from './local-text';

/**
 * One campaign's page: artwork, title, schedule, what the visitor receives, the steps, and what the visitor can
 * do now. The flow (start, log in, join, claim, pass on) is the campaign machine; this only shows its state.
 */
export function CampaignFlow({ campaign }: { campaign: Campaign }) {
  const { i18n } = useLingui();
  const actor = useFlow(campaignFlow, {
    input: { campaignId: campaign.id, loggedIn: session.isLoggedIn() },
  });
  // Logging in or out in another tab or the header reads the campaign again with the caller's part.
  useEffect(() => {
    const off = session.subscribe(() =>
      actor.send({ type: 'session.changed', loggedIn: session.isLoggedIn() }),
    );
    return () => void off();
  }, [actor]);
  const c = useSelector(actor, (s) => s.context.campaign) ?? campaign;
  const title = localText(c.title, i18n.locale);
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const start = date(c.startsAt);
  const end = date(c.endsAt);
  const merchant = c.merchantName;
  const remaining = c.remaining;
  const total = c.totalLimit;
  // A collectible reward shows its own picture when the campaign has no artwork.
  const art = c.artwork || c.reward.image;

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="campaign-page" data-kind={c.pageKind}>
      {art && <Image src={art} alt={title} radius="md" mah={320} fit="cover" />}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          <Trans>
            By {merchant}, from {start} to {end}
          </Trans>
        </Text>
        <Group gap="xs">
          <Badge variant="light">{c.reward.name}</Badge>
          <Text size="sm" data-testid="campaign-remaining">
            <Trans>
              {remaining} of {total} rewards left
            </Trans>
          </Text>
        </Group>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>How to take part</Trans>
          </Title>
          <List type="ordered" spacing="xs">
            {c.steps.map((step, i) => (
              <List.Item key={i}>{localText(step, i18n.locale)}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <CampaignActions actor={actor} campaign={c} />
    </Stack>
  );
}

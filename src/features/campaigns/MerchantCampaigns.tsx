import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '@schemas/campaigns';
import { PagedList } from '@/components/PagedList';
import { campaignSaveErrorTexts, PAGE_KIND_LABEL } from './campaign-form.texts';
import { campaignQueries } from './campaigns.queries';
import { localText } from './local-text';

/** The merchant's campaigns (listCampaigns mine=true, ended ones too), each to change or open. */
export function MerchantCampaigns({ onEdit }: { onEdit: (c: Campaign) => void }) {
  const { t, i18n } = useLingui();
  const list = useQuery(campaignQueries.mine());
  const items = list.data?.items ?? [];
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PagedList
      query={list}
      items={items}
      label={t`Your event pages`}
      empty={t`No event pages yet.`}
      texts={campaignSaveErrorTexts}
    >
      {(c) => {
        const title = localText(c.title, i18n.locale);
        const path = `#/${c.route}`;
        const kind = i18n._(PAGE_KIND_LABEL[c.pageKind]);
        const start = date(c.startsAt);
        const end = date(c.endsAt);
        const { remaining, totalLimit: total } = c;
        const reward = c.reward.name;
        return (
          <Paper key={c.id} component="li" withBorder p="sm" radius="md" data-testid="merchant-campaign">
            <Stack gap={4}>
              <Title order={3} size="h5">
                {title}
              </Title>
              <Text size="sm">
                {path} · {kind}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  {start} to {end} · {remaining} of {total} rewards left · Reward: {reward}
                </Trans>
              </Text>
              <Group gap="md" mt={4}>
                <Button size="xs" variant="light" aria-label={t`Edit ${title}`} onClick={() => onEdit(c)}>
                  <Trans>Edit</Trans>
                </Button>
                <Anchor size="sm" renderRoot={(p) => <Link to={`/${c.route}`} {...p} />}>
                  <Trans>Open {path}</Trans>
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        );
      }}
    </PagedList>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Campaign } from '@schemas/campaigns';
import { CampaignForm } from './CampaignForm';
import { localText } from './local-text';
import { MerchantCampaigns } from './MerchantCampaigns';

/**
 * The merchant's event pages (merchantLoyalty?tab=campaigns): the campaign form, new or loaded with one of the
 * merchant's campaigns, over the list of them.
 */
export function CampaignConsole() {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState<Campaign | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A campaign picked in the list below fills the form above: focus follows, so the change is seen and heard.
  const open = (c: Campaign | null) => {
    setEditing(c);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const title = editing ? localText(editing.title, i18n.locale) : '';
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group justify="space-between" align="center">
            <Title order={2} size="h4" ref={heading} tabIndex={-1}>
              {editing ? <Trans>Edit event page {title}</Trans> : <Trans>New event page</Trans>}
            </Title>
            {editing && (
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => open(null)}
              >
                <Trans>New event page</Trans>
              </Button>
            )}
          </Group>
          {/* Keyed by the campaign: loading another one starts the form from its values. */}
          <CampaignForm key={editing?.id ?? 'new'} campaign={editing} onSaved={setEditing} />
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        <Trans>Your event pages</Trans>
      </Title>
      <MerchantCampaigns onEdit={open} />
    </Stack>
  );
}

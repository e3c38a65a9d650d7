import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LocalText } from '@schemas/campaigns';
import type { CampaignRuleValue } from './coin-form';
import { coinQueries } from './coins.queries';

const titleIn = (text: LocalText, locale: string) => text[locale as keyof LocalText] || text.en_US;

type Props = {
  rules: CampaignRuleValue[];
  onChange: (rules: CampaignRuleValue[]) => void;
  error: (path: string) => string | undefined;
};

/** Coins per reward claimed on the merchant's event pages: one row per campaign, added and removed. */
export function CampaignRulesFields({ rules, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const campaigns = useQuery(coinQueries.campaigns());
  const options = (campaigns.data?.items ?? []).map((c) => ({
    value: c.id,
    label: titleIn(c.title, i18n.locale),
  }));
  const set = (i: number, patch: Partial<CampaignRuleValue>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="coin-campaign-rules">
      <Text id="coin-campaign-rules" size="sm" fw={500}>
        <Trans>Coins per event page reward</Trans>
      </Text>
      {rules.length === 0 && (
        <Text size="xs" c="dimmed">
          <Trans>None: rewards of your event pages give no coins.</Trans>
        </Text>
      )}
      {rules.map((r, i) => {
        const n = i + 1;
        return (
          <Group key={i} align="flex-end" gap="xs" wrap="wrap" data-testid="coin-campaign-rule">
            <Select
              label={t`Event page ${n}`}
              data={options}
              value={r.campaignId || null}
              onChange={(id) => set(i, { campaignId: id ?? '' })}
              error={error(`campaignRules.${i}.campaignId`)}
              style={{ flex: '1 1 12rem' }}
              required
            />
            <TextInput
              label={t`Coins per reward`}
              inputMode="numeric"
              value={r.coins}
              onChange={(e) => set(i, { coins: e.currentTarget.value })}
              error={error(`campaignRules.${i}.coins`)}
              w="8rem"
              required
            />
            <Button
              variant="subtle"
              color="red"
              aria-label={t`Remove the rule of event page ${n}`}
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </Button>
          </Group>
        );
      })}
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={options.length === 0 || rules.length >= 50}
        onClick={() => onChange([...rules, { campaignId: '', coins: '' }])}
      >
        <Trans>Add an event page rule</Trans>
      </Button>
    </Stack>
  );
}

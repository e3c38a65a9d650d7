import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MyStamps } from '@schemas/stamps';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { formatDate } from '@/lib/dates';
import { offText } from './coupon-text';
import { stampErrorTexts } from './stamps.errors';
import { stampQueries } from './stamps.queries';

/** The card's stamps as marks: decoration only, the text beside them says the same. */
function StampMarks({ stamps, of }: { stamps: number; of: number }) {
  return (
    <Group gap={6} aria-hidden>
      {Array.from({ length: of }, (_, i) => (
        <span
          key={i}
          style={{
            width: 22,
            height: 22,
            borderRadius: '50%',
            border: '2px solid var(--mantine-color-orange-7)',
            background: i < stamps ? 'var(--mantine-color-orange-7)' : 'transparent',
          }}
        />
      ))}
    </Group>
  );
}

function StampCardItem({ s }: { s: MyStamps }) {
  const { i18n } = useLingui();
  const reward = `${s.reward.name} (${offText(i18n, s.reward)})`;
  const until = formatDate(s.validTo, i18n.locale);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="stamp-card">
      <Stack gap={6}>
        <Text component="h3" fw={700} m={0} size="md" style={{ overflowWrap: 'anywhere' }}>
          {s.cardName} · {s.merchantName}
        </Text>
        <StampMarks stamps={s.stamps} of={s.stampsRequired} />
        <Text fw={600} data-testid="stamp-progress">
          <Trans>
            {s.stamps} of {s.stampsRequired} stamps
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>Reward: {reward}</Trans>
        </Text>
        <Group gap={6}>
          <IconRosetteDiscountCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="sm" data-testid="stamp-rewards">
            <Trans>Rewards earned: {s.rewardsEarned}</Trans>
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>Stamps given until {until}</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The member's e-stamps, a tab of "My e-coupons": each merchant's stamp card with its
 * progress in words ("3 of 8 stamps") beside the marks, the reward and how many were earned; a reward is a
 * coupon in "My coupons".
 */
export function MyStampsList() {
  const { t } = useLingui();
  const list = useQuery(stampQueries.mine());
  const items = list.data?.items ?? [];
  return (
    <ListState
      query={list}
      skeleton={<ListSkeleton rows={2} height={140} />}
      isEmpty={items.length === 0}
      empty={
        <ListEmpty title={t`No stamps yet.`}>
          <Text size="sm" c="dimmed">
            <Trans>Shops with stamp cards give you a stamp when you pay or show your membership card.</Trans>
          </Text>
        </ListEmpty>
      }
      texts={stampErrorTexts}
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`My stamp cards`}>
        {items.map((s) => (
          <StampCardItem key={s.mcId} s={s} />
        ))}
      </Stack>
    </ListState>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { CardState, CardSummary } from '@schemas/cards';
import { formatDate } from '@/lib/dates';

const STATE: Record<CardState, MessageDescriptor> = {
  CLAIMED: msg`Not activated`,
  ACTIVATING: msg`Activating`,
  ACTIVE: msg`Active`,
  TRANSFERRING: msg`Transferring`,
};
const COLOR: Record<CardState, string> = {
  CLAIMED: 'gray',
  ACTIVATING: 'yellow',
  ACTIVE: 'teal',
  TRANSFERRING: 'yellow',
};

/**
 * A membership card as a card (spec §3 Membership card): programme and issuer, tier, number, validity and
 * state. Shared by "my cards", the card detail and the QR mini page's last step.
 */
export function MemberCardFace({ card, children }: { card: CardSummary; children?: ReactNode }) {
  const { i18n } = useLingui();
  const until = formatDate(card.expiryDate, i18n.locale);
  return (
    <Paper
      radius="lg"
      p="lg"
      data-testid="member-card"
      data-state={card.state}
      style={{
        color: 'white',
        background: 'linear-gradient(135deg, var(--mantine-color-indigo-9), var(--mantine-color-grape-9))',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Text>
            <Text size="sm">{card.issuer}</Text>
          </Stack>
          <Badge color={card.expired ? 'red' : COLOR[card.state]} variant="white" style={{ flex: 'none' }}>
            {card.expired ? <Trans>Expired</Trans> : i18n._(STATE[card.state])}
          </Badge>
        </Group>
        <Text fw={600}>
          <Trans>Tier: {card.tier.name}</Trans>
        </Text>
        <Text ff="monospace" size="sm" data-testid="card-number">
          {card.number}
        </Text>
        <Text size="xs">
          <Trans>Valid until {until}</Trans>
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EformTarget } from '@schemas/eforms';

/** Up to two initials of the merchant's name, for a merchant without a logo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');

/**
 * What the QR code joins, above every step: the merchant (its logo and name) and the
 * membership card the registration gives (programme and first tier), or that it gives a wallet only.
 */
export function JoiningHeader({ target }: { target: EformTarget }) {
  const { t } = useLingui();
  const { merchant, card } = target;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`What you are joining`}>
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={merchant?.logo ?? null} alt="" radius="md" size="lg" color="indigo">
            {merchant ? initials(merchant.name) : 'M'}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              <Trans>You are joining</Trans>
            </Text>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {merchant ? merchant.name : t`Marketplace`}
            </Title>
          </Stack>
        </Group>
        {card ? (
          <Paper
            radius="md"
            p="sm"
            data-testid="joining-card"
            style={{
              color: 'white',
              background:
                'linear-gradient(135deg, var(--mantine-color-indigo-9), var(--mantine-color-grape-9))',
            }}
          >
            <Text size="xs">
              <Trans>Membership card</Trans>
            </Text>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Text>
            <Text size="sm">
              <Trans>Tier: {card.tier}</Trans>
            </Text>
            {card.description && (
              <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {card.description}
              </Text>
            )}
          </Paper>
        ) : (
          <Text size="sm">
            {merchant ? (
              <Trans>No membership card comes with this registration: it creates your wallet.</Trans>
            ) : (
              <Trans>This registration creates your marketplace wallet.</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

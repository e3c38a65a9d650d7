import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CouponBatch, CouponViewState } from '@schemas/coupons';
import { formatDate } from '@/lib/dates';
import { offText, STATE_COLOR, STATE_LABEL } from './coupon-text';

/** One coupon or batch as a ticket: what it takes off, its merchant, its period, its state, and actions. */
export function CouponTicket({
  batch,
  state,
  children,
  headingLevel = 3,
}: {
  batch: CouponBatch;
  state?: CouponViewState;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const until = formatDate(batch.validTo, i18n.locale);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="coupon" data-state={state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconTicket size={28} color="var(--mantine-color-orange-7)" aria-hidden style={{ flex: 'none' }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text
              component={`h${headingLevel}`}
              fw={700}
              m={0}
              size="md"
              style={{ overflowWrap: 'anywhere' }}
            >
              {batch.name}
            </Text>
            <Text size="sm" fw={700}>
              {offText(i18n, batch)}
            </Text>
            <Text size="xs" c="dimmed">
              {batch.merchantName} · <Trans>Valid until {until}</Trans>
            </Text>
            {batch.description && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {batch.description}
              </Text>
            )}
          </Stack>
        </Group>
        {state && (
          <Badge color={STATE_COLOR[state]} variant="light" style={{ flex: 'none' }}>
            {i18n._(STATE_LABEL[state])}
          </Badge>
        )}
      </Group>
      {children && (
        <Group gap="xs" mt="sm" justify="flex-end">
          {children}
        </Group>
      )}
    </Paper>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MyPlan } from '@schemas/merchants';
import { INTL_TAG, isLocale } from '@/lib/locale';
import { formatMinor } from '@/lib/minor-money';
import { PLAN_NAMES } from './plans';

/**
 * The merchant's plan on the pricing page: which plan is on and until when (renewing, ending, past due with its
 * grace period, or granted), the invoice waiting to be paid, and cancelling at the end of the month.
 */
export function CurrentPlan({
  plan: { merchant: m, openInvoice },
  onCancel,
  cancelling,
}: {
  plan: MyPlan;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t, i18n } = useLingui();
  if (!m) return null;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en_US';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'long' }).format(new Date(iso));
  const on = m.plan !== 'NONE';
  const billed = on && m.planPeriodEnd !== null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-plan">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="current-plan">
            <Trans>Your plan</Trans>
          </Title>
          <Badge size="lg" variant={on ? 'filled' : 'outline'}>
            {on ? i18n._(PLAN_NAMES[m.plan]) : t`No plan`}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {m.name} ({m.mcId})
        </Text>
        <Text role="status">
          {!on ? (
            <Trans>No plan is on yet. Choose one below.</Trans>
          ) : m.planStatus === 'PAST_DUE' && m.planGraceUntil ? (
            <Trans>The last payment is overdue: the plan stays on until {date(m.planGraceUntil)}.</Trans>
          ) : !m.planPeriodEnd ? (
            <Trans>Granted by the marketplace, with no end date.</Trans>
          ) : m.planCancelAtPeriodEnd ? (
            <Trans>Cancelled: the plan ends on {date(m.planPeriodEnd)}.</Trans>
          ) : (
            <Trans>Renews on {date(m.planPeriodEnd)}.</Trans>
          )}
        </Text>
        {openInvoice && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>
                  A payment of {formatMinor(openInvoice.hkdCents, 'HKD', locale)} for the{' '}
                  {i18n._(PLAN_NAMES[openInvoice.plan])} plan is waiting.
                </Trans>
              </Text>
              <Button
                size="xs"
                renderRoot={(p) => <Link to="/payment" search={{ orderId: openInvoice.orderId }} {...p} />}
              >
                <Trans>Pay now</Trans>
              </Button>
            </Stack>
          </Alert>
        )}
        {billed && !m.planCancelAtPeriodEnd && m.planStatus === 'ACTIVE' && (
          <Button
            variant="subtle"
            color="red"
            onClick={onCancel}
            loading={cancelling}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Cancel at the end of the month</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

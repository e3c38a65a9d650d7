import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ListError } from '@/components/ListState';
import type { RoutePath } from '@/lib/route-path';
import { useLoggedIn } from '@/lib/use-session';
import { CurrentPlan } from './CurrentPlan';
import { planErrorText } from './pricing.errors';
import { cancelPlan, pricingQueries, subscribePlan } from './pricing.queries';
import { formatUsd, PLANS, type Plan } from './plans';
import { notify } from '@/lib/notify';

/** How a plan's button acts: a link (register, contact), a subscription, or nothing (the plan already on). */
type Action =
  | { kind: 'link'; to: RoutePath; search?: Record<string, string>; label: MessageDescriptor }
  | { kind: 'subscribe'; label: MessageDescriptor }
  | { kind: 'current' };

/**
 * Merchant plans (spec §1/§9), with the merchant's current plan (getMyPlan) and subscribing: a plan becomes an
 * order paid on the checkout's payment page. `denied` is set when the creation-permission guard sent the member
 * here. Visitors and members without a merchant are led to register their business first.
 */
export function PricingPage({ denied }: { denied?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn();
  const mine = useQuery({ ...pricingQueries.myPlan(), enabled: loggedIn });
  const merchant = mine.data?.merchant ?? null;
  const done = () => queryClient.invalidateQueries({ queryKey: pricingQueries.all() });
  const subscribe = useMutation({
    mutationFn: subscribePlan,
    onSuccess: async (r) => {
      await done();
      if (r.openInvoice) void navigate({ to: '/payment', search: { orderId: r.openInvoice.orderId } });
      else notify(t`Your plan will renew as before.`);
    },
  });
  const cancel = useMutation({
    mutationFn: cancelPlan,
    onSuccess: async () => {
      await done();
      notify(t`Your plan is cancelled at the end of the month.`);
    },
  });

  function actionOf(plan: Plan): Action {
    if (plan.id === 'ENTERPRISE')
      return { kind: 'link', to: '/contact', search: { topic: 'enterprise' }, label: plan.cta };
    if (!merchant) return { kind: 'link', to: '/registerForm', label: plan.cta };
    const on = merchant.plan === plan.id && merchant.planStatus === 'ACTIVE';
    if (on && merchant.planCancelAtPeriodEnd) return { kind: 'subscribe', label: msg`Keep this plan` };
    if (on || (merchant.plan === plan.id && !merchant.planPeriodEnd)) return { kind: 'current' };
    if (mine.data?.openInvoice?.plan === plan.id) return { kind: 'subscribe', label: msg`Pay now` };
    return { kind: 'subscribe', label: plan.cta };
  }

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        {denied === 'CREATE' && (
          <Alert role="alert" color="orange" icon={<IconLock aria-hidden />}>
            <Trans>You do not have creation permission yet.</Trans>{' '}
            <Trans>Choose a plan below to start creating and selling.</Trans>
          </Alert>
        )}
        <Stack gap="xs" ta="center" align="center">
          <Title order={1}>
            <Trans>Plans for merchants and creators</Trans>
          </Title>
          <Text c="dimmed" maw={640}>
            <Trans>
              Issue tokenized coupons and membership cards, sell physical goods and run loyalty programmes.
              Prices are per month; you can change or cancel your plan at any time.
            </Trans>
          </Text>
        </Stack>
        {mine.isError && (
          <ListError
            error={mine.error}
            onRetry={() => void mine.refetch()}
            title={t`Your plan could not be loaded`}
          />
        )}
        {mine.data?.merchant && (
          <CurrentPlan plan={mine.data} onCancel={() => cancel.mutate()} cancelling={cancel.isPending} />
        )}
        {(subscribe.isError || cancel.isError) && (
          <Alert role="alert" color="red">
            {planErrorText(subscribe.error ?? cancel.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={actionOf(plan)}
              busy={subscribe.isPending && subscribe.variables === plan.id}
              onSubscribe={() => plan.id !== 'ENTERPRISE' && subscribe.mutate(plan.id)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function PlanCard({
  plan,
  action,
  busy,
  onSubscribe,
}: {
  plan: Plan;
  action: Action;
  busy: boolean;
  onSubscribe: () => void;
}) {
  const { i18n } = useLingui();
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      withBorder
      padding="xl"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      style={
        plan.highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id={headingId}>
            {i18n._(plan.name)}
          </Title>
          {plan.highlighted && (
            <Badge variant="filled">
              <Trans>Most popular</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {i18n._(plan.pitch)}
        </Text>
        {plan.monthlyUsd === null ? (
          <Text fz={32} fw={700} lh={1.2}>
            <Trans>On request</Trans>
          </Text>
        ) : (
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} lh={1.2}>
              {formatUsd(plan.monthlyUsd)}
            </Text>
            <Text c="dimmed">
              <Trans>per month</Trans>
            </Text>
          </Group>
        )}
        {plan.includes && (
          <Text size="sm" fw={600}>
            {i18n._(plan.includes)}
          </Text>
        )}
        <List
          spacing="xs"
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {plan.features.map((f) => (
            <List.Item key={f.id}>{i18n._(f)}</List.Item>
          ))}
        </List>
        {action.kind === 'current' ? (
          <Button variant="outline" fullWidth disabled aria-describedby={headingId}>
            <Trans>Your current plan</Trans>
          </Button>
        ) : action.kind === 'link' ? (
          <Button
            renderRoot={(p) => <Link to={action.to} search={action.search} {...p} />}
            variant={plan.highlighted ? 'filled' : 'light'}
            fullWidth
            aria-describedby={headingId}
          >
            {i18n._(action.label)}
          </Button>
        ) : (
          <Button
            onClick={onSubscribe}
            loading={busy}
            variant={plan.highlighted ? 'filled' : 'light'}
            fullWidth
            aria-describedby={headingId}
          >
            {i18n._(action.label)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

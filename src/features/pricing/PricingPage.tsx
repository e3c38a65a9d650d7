import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
import { Link } from '@tanstack/react-router';
import { formatUsd, PLANS, type Plan } from './plans';

/** Merchant plans (spec §1/§9). `denied` is set when the creation-permission guard sent the member here. */
export function PricingPage({ denied }: { denied?: string }) {
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
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
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
        <Button
          component={Link}
          to={plan.cta.to}
          variant={plan.highlighted ? 'filled' : 'light'}
          fullWidth
          aria-describedby={headingId}
        >
          {i18n._(plan.cta.label)}
        </Button>
      </Stack>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Center,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { checkoutError } from './checkout.errors';

/** A page-wide wait with its name for screen readers. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </Center>
  );
}

/** A refusal or failed load: its text, its code and, when it can help, Retry; `children` adds links. */
export function Refusal({
  code,
  title,
  onRetry,
  children,
}: {
  code: number;
  title?: ReactNode;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t`Something went wrong`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{checkoutError(code)}</Text>
        <Text size="xs" c="dimmed">
          <Trans>Error code: {code}</Trans>
        </Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
        {children}
      </Stack>
    </Alert>
  );
}

/** Step 1 when there is no form to show (an empty cart, a bad link, a refusal): its heading, then `children`. */
export function CheckoutNotice({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          <Trans>Check order</Trans>
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Steps 1 and 2 (check order, payment): the heading and what the step asks, then the order (`children`, the
 * wide column) beside its summary card, which can stay in view while the order column scrolls.
 */
export function StepLayout({
  title,
  intro,
  summary,
  stickySummary = false,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  summary: ReactNode;
  stickySummary?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'lg' }}
            radius="md"
            style={stickySummary ? { position: 'sticky', top: 80 } : undefined}
          >
            <Stack gap="md">{summary}</Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The narrow column the result pages use. */
export function ResultFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}

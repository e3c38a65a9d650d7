import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PaymentFrame, PaymentLoader, PaymentRefusal } from '@/components/payments/payment-states';
import { checkoutError } from './checkout.errors';

/** A page-wide wait with its name for screen readers. */
export const PageLoader = PaymentLoader;

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
    <PaymentRefusal
      code={code}
      title={title ?? t`Something went wrong`}
      text={checkoutError(code)}
      onRetry={onRetry}
    >
      {children}
    </PaymentRefusal>
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
      <StepHeading title={title} intro={intro} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
        {/* A summary still to mount (CheckoutPage's staged parts) leaves no empty box meanwhile. */}
        {summary && (
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
        )}
      </Grid>
    </Stack>
  );
}

/**
 * A step's heading and what it asks. Step 1 shows it while the order is being checked too, in the place and
 * size index.html's shell paints it before the app loads (its `.fp-step`): the page's largest text, so a phone
 * paints it at once instead of after the app, the check and the member's data (Lighthouse's LCP).
 */
export function StepHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}

/** The step's heading above a wait (the page's frame as StepLayout places it). */
export function StepLoader({ title, intro, label }: { title: ReactNode; intro: ReactNode; label: string }) {
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="lg">
        <StepHeading title={title} intro={intro} />
        <PageLoader label={label} />
      </Stack>
    </Container>
  );
}

/** The narrow column the result pages use. */
export const ResultFrame = PaymentFrame;

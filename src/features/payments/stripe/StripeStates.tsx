import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { stripeError } from './stripe.errors';

/** A wait with its name for screen readers. */
export function StripeLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </Center>
  );
}

/** A refusal: its text, its code and, when it can help, Retry. */
export function StripeRefusal({ code, onRetry }: { code: number; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={t`Payment not completed`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{stripeError(code)}</Text>
        <Text size="xs" c="dimmed">
          <Trans>Error code: {code}</Trans>
        </Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The page's narrow column. */
export function StripeFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
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

/** The narrow column the result pages use. */
export function ResultFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}

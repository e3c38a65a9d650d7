import { Trans } from '@lingui/react/macro';
import {
  Alert,
  type AlertProps,
  Button,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isRetryable } from '@schemas/codes';

/** A page-wide wait with its name for screen readers. */
export function PaymentLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </Center>
  );
}

/**
 * A refusal or failed load: `text` (the page's own words for the code), the code and, when the refusal may
 * pass by itself (isRetryable), Retry; `children` adds the way on. Title and text come from the caller, as each method words its refusals;
 * other Alert props (a milder colour, a width) pass on.
 */
export function PaymentRefusal({
  code,
  title,
  text,
  onRetry,
  children,
  ...alert
}: {
  code: number;
  title: ReactNode;
  text: ReactNode;
  onRetry?: () => void;
  children?: ReactNode;
} & Omit<AlertProps, 'title' | 'children'>) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={title} {...alert}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Text size="xs" c="dimmed">
          <Trans>Error code: {code}</Trans>
        </Text>
        {onRetry && isRetryable(code) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
        {children}
      </Stack>
    </Alert>
  );
}

/** The narrow column of the payment and result pages. */
export function PaymentFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}

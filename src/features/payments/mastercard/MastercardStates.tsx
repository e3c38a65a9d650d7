import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mastercardError } from './mastercard.errors';

/** A wait with its name for screen readers. */
export function MastercardLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </Center>
  );
}

/** A refusal: its text, its code and, when it can help, Retry; `children` adds the way on. */
export function MastercardRefusal({
  code,
  title,
  onRetry,
  children,
}: {
  code: number;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t`Payment not completed`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{mastercardError(code)}</Text>
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

/** The pages' narrow column. */
export function MastercardFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" w="100%">
      {children}
    </Container>
  );
}

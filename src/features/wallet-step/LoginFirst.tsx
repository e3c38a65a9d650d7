import { Trans } from '@lingui/react/macro';
import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { session } from '@/lib/session';

/** Logged-out wallet step: log in first and come back here (spec §2 return route). */
export function LoginFirst() {
  const here = useRouterState({ select: (s) => s.location.href });
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md" align="flex-start">
          <Text role="status">
            <Trans>Please log in to continue with your wallet.</Trans>
          </Text>
          <Button
            renderRoot={(p) => <Link to="/login" search={{ redirect: here }} {...p} />}
            onClick={() => session.saveReturnRoute(here)}
          >
            <Trans>Log in</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { StripeChallengeResult } from './stripe.api';
import { CardRefusal } from '../shared/CardRefusal';

/** The 3-D Secure step, as Stripe's test authentication page shows it: complete or fail the authentication. */
export function StripeChallenge(p: {
  busy: boolean;
  code: number | null;
  onResult: (result: StripeChallengeResult) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the card form: move focus to its heading so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-light)">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconShieldCheck aria-hidden />
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            <Trans>3-D Secure authentication</Trans>
          </Title>
        </Group>
        <Text size="sm">
          <Trans>
            Your bank asks you to confirm this payment. In test mode, complete or fail the authentication to
            see each result.
          </Trans>
        </Text>
        {p.code !== null && <CardRefusal code={p.code} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button loading={p.busy} onClick={() => p.onResult('complete')}>
            <Trans>Complete authentication</Trans>
          </Button>
          <Button variant="outline" color="red" disabled={p.busy} onClick={() => p.onResult('fail')}>
            <Trans>Fail authentication</Trans>
          </Button>
        </SimpleGrid>
        <Button variant="subtle" color="gray" disabled={p.busy} onClick={p.onCancel}>
          <Trans>Cancel payment</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

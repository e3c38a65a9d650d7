import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { QpWalletActor } from '@machines/qpwallet.machine';

/** Spec §5: after the e-form is submitted, a prompt says the next step completes registration and creates a wallet. */
export function NextStepPrompt({ actor }: { actor: QpWalletActor }) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={<Trans>Your details were submitted</Trans>}
      mt="md"
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>The next step completes your registration and creates a wallet.</Trans>
        </Text>
        <Group gap="xs">
          <Button ref={next} onClick={() => actor.send({ type: 'qpwallet.continue' })}>
            <Trans>Continue</Trans>
          </Button>
          <Button variant="subtle" onClick={() => actor.send({ type: 'qpwallet.back' })}>
            <Trans>Change my details</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

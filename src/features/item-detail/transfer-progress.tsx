import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { StepOutcome } from '@machines/nft-transfer.machine';
import { openStepWindow } from './item-wallet.actors';
import { stepCodeText } from './item-wallet.errors';

/** The transfer dialog while the approval window is open: it updates by itself when the step ends. */
export function TransferWaiting({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <Loader aria-hidden />
      <Text fw={600}>
        <Trans>Waiting for approval in the new window</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Approve the transfer with the receiving wallet there. This dialog updates by itself.</Trans>
      </Text>
      <Anchor
        href={url}
        target="_blank"
        size="sm"
        onClick={(e) => {
          e.preventDefault();
          openStepWindow(url);
        }}
      >
        <Group gap={4} component="span">
          <Trans>Open the approval window again</Trans>
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
      <Button variant="default" onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </Stack>
  );
}

/** How the approval ended, with the way to the transfer record. */
export function TransferOutcome({ outcome, onClose }: { outcome: StepOutcome; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {outcome.status === 'DONE' ? (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t`Transfer approved`} role="status">
          <Trans>The item is being sent on the blockchain. It can take a few minutes to arrive.</Trans>
        </Alert>
      ) : outcome.status === 'FAILED' ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t`Transfer failed`} role="alert">
          {stepCodeText(outcome.code) ?? t`The transfer could not be completed.`}
        </Alert>
      ) : outcome.status === 'CANCELLED' ? (
        <Alert color="gray" title={t`Transfer cancelled`} role="status">
          <Trans>Nothing was transferred.</Trans>
        </Alert>
      ) : (
        <Alert color="gray" title={t`The approval window was closed`} role="status">
          <Trans>If you approved the transfer, it shows in the transfer record.</Trans>
        </Alert>
      )}
      <Group justify="space-between">
        <Anchor renderRoot={(p) => <Link to="/wallet" search={{ tab: 'transfers' }} {...p} />}>
          <Trans>See the transfer record</Trans>
        </Anchor>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

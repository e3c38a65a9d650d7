import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { opened: boolean; busy: boolean; email: string; onCancel: () => void; onSubmit: () => void };

/** Spec §5: the e-form is sent only after "Do you want to submit this data?" is answered with Submit. */
export function ConfirmSubmitDialog({ opened, busy, email, onCancel, onSubmit }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={t`Submit your details`}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <Stack>
        <Text>
          <Trans>Do you want to submit this data?</Trans>
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onSubmit} loading={busy} data-autofocus>
            <Trans>Submit</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

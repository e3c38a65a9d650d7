import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The question asked before an action that holds money, sends it or cannot be undone (a bid, paying from the
 * marketplace wallet, starting or cancelling an auction): a labelled dialog that says what will happen, "Go
 * back" (or `cancelLabel`) and the action itself. The caller owns the state (a machine's confirming state).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor,
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  /** The dialog's title, its accessible name: the question. */
  title: string;
  /** What the action does, in the member's words. */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  confirmColor?: ButtonProps['color'];
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      centered
    >
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel ?? <Trans>Go back</Trans>}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

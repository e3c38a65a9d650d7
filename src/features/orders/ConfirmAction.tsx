import { Trans } from '@lingui/react/macro';
import { Button, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ActionError } from './parts';
import { orderQueries } from './orders.queries';

type Props = {
  /** The button that opens the dialog. */
  label: ReactNode;
  /** The dialog's title (its accessible name). */
  title: string;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** Ask for a reason; `reasonRequired` refuses an empty one. */
  reason?: { label: string; required?: boolean };
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  run: (reason: string) => Promise<unknown>;
  onDone: () => void;
};

/**
 * A button whose action needs a confirmation (cancel, confirm receipt, refund): a labelled dialog, the refusal
 * with its code inside it, and every order query refreshed after it worked.
 */
export function ConfirmAction({
  label,
  title,
  body,
  confirmLabel,
  reason,
  color,
  variant,
  run,
  onDone,
}: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [why, setWhy] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useMutation({
    mutationFn: () => run(why.trim()),
    onSuccess: () => {
      setOpen(false);
      onDone();
    },
    // A refusal (e.g. 4601: the order moved on) also means the page's copy is stale.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
  const missing = Boolean(reason?.required) && why.trim() === '';
  const close = () => {
    setOpen(false);
    setWhy('');
    setTouched(false);
    action.reset();
  };
  return (
    <>
      <Button color={color} variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <ConfirmDialog
        opened={open}
        title={title}
        confirmLabel={confirmLabel}
        confirmColor={color}
        loading={action.isPending}
        onCancel={close}
        onConfirm={() => {
          setTouched(true);
          if (!missing) action.mutate();
        }}
      >
        <Text>{body}</Text>
        {reason && (
          <Textarea
            label={reason.label}
            required={reason.required}
            value={why}
            maxLength={300}
            autosize
            minRows={2}
            onChange={(e) => setWhy(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing ? <Trans>Please give a reason.</Trans> : undefined}
          />
        )}
        {action.isError && <ActionError error={action.error} />}
      </ConfirmDialog>
    </>
  );
}

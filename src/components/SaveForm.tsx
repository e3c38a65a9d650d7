import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * The shell of a form that saves one thing (a merchant's coin, a ticketed event…): the refusal above the
 * fields, the save button at the end (busy while saving, held while a file uploads), `aria-busy` while saving.
 * Checks are the form's own: `noValidate` leaves them to it.
 */
export function SaveForm({
  label,
  saving,
  refusal,
  submit,
  submitDisabled = false,
  onSubmit,
  children,
}: {
  /** The form's accessible name, where the page does not give it one. */
  label?: string;
  saving: boolean;
  /** Why the last save was refused (null: it was not). */
  refusal: ReactNode;
  /** The save button's words. */
  submit: ReactNode;
  submitDisabled?: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-busy={saving} aria-label={label} onSubmit={onSubmit}>
      <Stack>
        {refusal != null && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={submitDisabled}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

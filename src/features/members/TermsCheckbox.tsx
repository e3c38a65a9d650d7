import { Trans } from '@lingui/react/macro';
import { Anchor, Checkbox } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';

/** Spec §5: the terms and the privacy policy must be accepted before logging in or signing up. */
export function TermsCheckbox({
  ref,
  checked,
  onToggle,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  checked: boolean;
  onToggle: () => void;
  /** The refusal text when the user tried to go on without accepting. */
  error?: string;
}) {
  return (
    <Checkbox
      ref={ref}
      checked={checked}
      onChange={onToggle}
      aria-invalid={Boolean(error)}
      error={error}
      label={
        <Trans>
          I have read and accept the{' '}
          <Anchor component={Link} to="/terms" target="_blank">
            terms and conditions
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to="/policy" target="_blank">
            privacy policy
          </Anchor>
          .
        </Trans>
      }
    />
  );
}

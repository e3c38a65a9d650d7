import { Trans } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import type { Ref } from 'react';
import { AnchorLink } from '@/components/router-links';

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
          <AnchorLink to="/terms" target="_blank">
            terms and conditions
          </AnchorLink>{' '}
          and the{' '}
          <AnchorLink to="/policy" target="_blank">
            privacy policy
          </AnchorLink>
          .
        </Trans>
      }
    />
  );
}

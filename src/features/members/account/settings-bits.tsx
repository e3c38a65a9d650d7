import { Trans } from '@lingui/react/macro';
import { Alert, Badge } from '@mantine/core';

/** A refused change, as text. */
export function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert color="red" role="alert" variant="light">
      {text}
    </Alert>
  );
}

/** Whether a contact or account is bound, next to its section title. */
export function Bound({ bound }: { bound: boolean }) {
  return bound ? (
    <Badge color="green" variant="light" size="sm">
      <Trans>Bound</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      <Trans>Not bound</Trans>
    </Badge>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * Where a merchant's plan lacks a feature (the server's 403 `plan_lacks_feature`): what the feature needs, in
 * the feature's words, and the way to the plans, instead of a form the server would refuse.
 */
export function PlanUpsell({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Alert color="blue" icon={icon} role="status">
      <Stack gap="xs">
        <Text>{children}</Text>
        <Anchor renderRoot={(p) => <Link to="/pricing" {...p} />}>
          <Trans>See the plans</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}

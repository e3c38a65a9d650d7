import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { ListError, ListSkeleton } from '@/components/ListState';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';

/**
 * The merchant tools for merchants only: the server answers 403 to a member without a merchant
 * (`not_a_merchant`) or whose plan lacks the feature; the page then says so and where to go instead of
 * showing forms that cannot be sent.
 */
export function MerchantGate({ children }: { children: ReactNode }) {
  const probe = useQuery({ ...couponQueries.merchantBatches(), retry: false });
  if (probe.isPending) return <ListSkeleton rows={3} height={80} />;
  if (probe.isError && codeOf(probe.error) === Code.FORBIDDEN) {
    const noMerchant = (probe.error as { message?: string }).message === 'not_a_merchant';
    return (
      <Alert color="blue" icon={<IconBuildingStore aria-hidden />} role="status">
        <Stack gap="xs">
          <Text>
            {noMerchant ? (
              <Trans>
                Loyalty tools are for merchants. Register your business to issue e-coupons and cards.
              </Trans>
            ) : (
              <Trans>Your merchant plan does not include these tools. Choose a plan that does.</Trans>
            )}
          </Text>
          <Group gap="md">
            {noMerchant && (
              <Anchor renderRoot={(p) => <Link to="/registerForm" {...p} />}>
                <Trans>Register your business</Trans>
              </Anchor>
            )}
            <Anchor renderRoot={(p) => <Link to="/pricing" {...p} />}>
              <Trans>See the plans</Trans>
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (probe.isError)
    return (
      <ListError
        error={probe.error}
        onRetry={() => void probe.refetch()}
        retrying={probe.isFetching}
        texts={couponErrorTexts}
      />
    );
  return <>{children}</>;
}

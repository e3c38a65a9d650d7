import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { ListError, ListSkeleton } from './ListState';
import { PlanUpsell } from './PlanUpsell';

type Props<T, K extends QueryKey> = {
  /** A read of the feature the server refuses with 403 when the caller may not use it. */
  probe: UseQueryOptions<T, Error, T, K>;
  /** What the feature gives, in its words, for a plan without it (403 `plan_lacks_feature`). */
  upsell: ReactNode;
  icon?: ReactNode;
  /** For a member without a merchant (403 `not_a_merchant`); the plan upsell when not given. */
  noMerchant?: ReactNode;
  /** The feature's code texts for any other refusal of the probe. */
  texts?: Partial<Record<number, MessageDescriptor>>;
  children: ReactNode;
};

/**
 * A merchant tool shown only to those who can use it: the probe's 403 says why not (no merchant, or a plan
 * without the feature) and where to go instead of showing forms the server would refuse.
 */
export function FeatureGate<T, K extends QueryKey>({
  probe,
  upsell,
  icon,
  noMerchant,
  texts,
  children,
}: Props<T, K>) {
  const query = useQuery({ ...probe, retry: false });
  if (query.isPending) return <ListSkeleton rows={3} height={72} />;
  if (query.isError && codeOf(query.error) === Code.FORBIDDEN) {
    const reason = (query.error as { message?: string }).message;
    if (reason === 'not_a_merchant' && noMerchant)
      return (
        <Alert color="blue" icon={<IconBuildingStore aria-hidden />} role="status">
          <Stack gap="xs">
            <Text>{noMerchant}</Text>
            <Group gap="md">
              <Anchor renderRoot={(p) => <Link to="/registerForm" {...p} />}>
                <Trans>Register your business</Trans>
              </Anchor>
              <Anchor renderRoot={(p) => <Link to="/pricing" {...p} />}>
                <Trans>See the plans</Trans>
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      );
    return <PlanUpsell icon={icon}>{upsell}</PlanUpsell>;
  }
  if (query.isError)
    return (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        texts={texts}
      />
    );
  return <>{children}</>;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { CouponTicket } from './CouponTicket';

/** The merchant's batches with how many are left, used at checkout and redeemed at the shop. */
export function MerchantBatches() {
  const { t } = useLingui();
  const list = useQuery(couponQueries.merchantBatches());
  if (list.isPending) return <ListSkeleton rows={2} height={96} />;
  if (list.isError)
    return (
      <ListError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        texts={couponErrorTexts}
      />
    );
  if (list.data.items.length === 0) return <ListEmpty title={t`No coupon batches yet.`} />;
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Your coupon batches`}
    >
      {list.data.items.map((b) => {
        const { remaining, quantity, used, redeemed } = b;
        return (
          <CouponTicket key={b.id} batch={b}>
            <Text size="xs" c="dimmed">
              <Trans>
                {remaining} of {quantity} left · {used} used at checkout · {redeemed} redeemed
              </Trans>
            </Text>
          </CouponTicket>
        );
      })}
    </Stack>
  );
}

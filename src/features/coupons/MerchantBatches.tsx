import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { CouponTicket } from './CouponTicket';

/** The merchant's batches with how many are left, used at checkout and redeemed at the shop. */
export function MerchantBatches() {
  const { t } = useLingui();
  const list = useQuery(couponQueries.merchantBatches());
  const items = list.data?.items ?? [];
  return (
    <ListState
      query={list}
      skeleton={<ListSkeleton rows={2} height={96} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={t`No coupon batches yet.`} />}
      texts={couponErrorTexts}
    >
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Your coupon batches`}
      >
        {items.map((b) => {
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
    </ListState>
  );
}

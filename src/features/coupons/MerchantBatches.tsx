import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/PagedList';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { CouponTicket } from './CouponTicket';

/** The merchant's batches with how many are left, used at checkout and redeemed at the shop. */
export function MerchantBatches() {
  const { t } = useLingui();
  const list = useQuery(couponQueries.merchantBatches());
  const items = list.data?.items ?? [];
  return (
    <PagedList
      query={list}
      items={items}
      label={t`Your coupon batches`}
      empty={t`No coupon batches yet.`}
      texts={couponErrorTexts}
    >
      {(b) => {
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
      }}
    </PagedList>
  );
}

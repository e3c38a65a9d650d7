import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CouponBatch } from '@schemas/coupons';
import { errorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { couponsApi } from './coupons.api';
import { couponErrorTexts } from './coupons.errors';
import { couponQueries } from './coupons.queries';
import { CouponTicket } from './CouponTicket';

/** One batch to collect: free at once, or priced (an order paid at the checkout's payment step). */
function Collectable({ batch }: { batch: CouponBatch }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const collect = useMutation({
    mutationFn: () => couponsApi.collect(batch.id),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: couponQueries.all() });
      if (answer.orderId) {
        await navigate({ to: '/payment', search: { orderId: answer.orderId } });
        return;
      }
      notify(t`Collected: ${batch.name} is in your e-coupons.`, 'teal');
    },
    onError: (err) => notify(errorText(err, couponErrorTexts), 'red'),
  });
  const full = batch.collected >= batch.perMemberLimit;
  const price = batch.price ? formatMinor(batch.price, 'HKD', i18n.locale) : null;
  const name = batch.name;
  return (
    <CouponTicket batch={batch}>
      <Text size="xs" c="dimmed">
        <Trans>{batch.remaining} left</Trans>
      </Text>
      <Button
        size="xs"
        onClick={() => collect.mutate()}
        loading={collect.isPending}
        disabled={full}
        // The visible words begin the name (WCAG 2.5.3), the coupon's name tells the buttons apart.
        aria-label={full ? undefined : price ? t`Buy for ${price}: ${name}` : t`Collect ${name}`}
      >
        {full ? <Trans>Collected</Trans> : price ? <Trans>Buy for {price}</Trans> : <Trans>Collect</Trans>}
      </Button>
    </CouponTicket>
  );
}

/** The coupons members can collect now: all merchants', or one merchant's (`merchant`, its mcId). */
export function CollectList({ merchant }: { merchant?: string }) {
  const { t } = useLingui();
  const batches = useQuery(couponQueries.batches(merchant));
  const items = batches.data?.items ?? [];
  return (
    <ListState
      query={batches}
      skeleton={<ListSkeleton rows={3} height={96} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={t`No coupons to collect right now.`} />}
      texts={couponErrorTexts}
    >
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Coupons to collect`}
      >
        {items.map((b) => (
          <Collectable key={b.id} batch={b} />
        ))}
      </Stack>
    </ListState>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '@machines/checkout.machine';
import { lazyNamed } from '@/components/lazy-named';
import { formatMinor } from '@/lib/minor-money';
import { checkoutError, couponErrorTexts } from './checkout.errors';
import { checkoutQueries } from './checkout.queries';

const CouponSelect = lazyNamed(() => import('./CouponSelect'), 'CouponSelect');

/**
 * The buyer's e-coupons of this order's merchant: choosing one prices the order with it (the
 * breakdown's "E-coupon" line); it is reserved when the order is placed. One voucher per order, so it replaces
 * a promotion code. Hidden when the buyer holds none for this seller.
 */
export function CouponChoice({ actor }: { actor: ActorRefFrom<typeof checkoutMachine> }) {
  const { t, i18n } = useLingui();
  const sellerId = useSelector(actor, (s) => s.context.check?.sellerId);
  const couponId = useSelector(actor, (s) => s.context.couponId);
  const refused = useSelector(actor, (s) => s.context.couponError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const coupons = useQuery(checkoutQueries.coupons());
  const usable = (coupons.data?.items ?? []).filter((c) => c.batch.sellerId === sellerId);
  if (usable.length === 0 && !couponId) return null;
  return (
    <Suspense fallback={<Skeleton h={60} aria-hidden />}>
      <CouponSelect
        label={t`E-coupon`}
        placeholder={t`No coupon`}
        clearable
        disabled={busy}
        value={couponId || null}
        onChange={(id) => actor.send({ type: 'checkout.coupon.choose', couponId: id ?? '' })}
        data={usable.map((c) => {
          const b = c.batch;
          const off =
            b.method === 'FIXPRICE' ? formatMinor(b.value, b.currency, i18n.locale) : `${b.percentBp / 100}%`;
          return { value: c.id, label: t`${b.name} (${off} off)` };
        })}
        error={refused !== null ? checkoutError(refused, couponErrorTexts) : undefined}
        errorProps={{ role: 'alert' }}
      />
    </Suspense>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COUPON_VIEW_STATES, type CouponViewState, type MyCoupon } from '@schemas/coupons';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { CollectList } from './CollectList';
import { MyStampsList } from './MyStampsList';
import { STATE_LABEL } from './coupon-text';
import { couponErrorTexts } from './coupons.errors';
import { CaptchaPartsProvider, type CaptchaParts } from '@/components/captcha-parts';
import { couponQueries } from './coupons.queries';
import { CouponQrDialog } from './CouponQrDialog';
import { CouponTicket } from './CouponTicket';
import { CouponTransferDialog } from './CouponTransferDialog';

type Open = { kind: 'qr' | 'give'; coupon: MyCoupon } | null;

function Mine() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CouponViewState | 'ALL'>('ALL');
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(couponQueries.mine(state === 'ALL' ? undefined : state));
  const items = list.data?.items ?? [];
  // Five states side by side do not fit a phone in Japanese or Korean: one under the other there.
  const narrow = useMediaQuery('(max-width: 35.99em)');
  return (
    <Stack>
      <SegmentedControl
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label={t`Show coupons`}
        value={state}
        onChange={(v) => setState(v as CouponViewState | 'ALL')}
        data={[
          { value: 'ALL', label: t`All` },
          ...COUPON_VIEW_STATES.map((s) => ({ value: s, label: i18n._(STATE_LABEL[s]) })),
        ]}
        fullWidth
      />
      <ListState
        query={list}
        skeleton={<ListSkeleton rows={3} height={96} />}
        isEmpty={items.length === 0}
        empty={
          <ListEmpty title={t`No e-coupons here yet.`}>
            <Text size="sm" c="dimmed">
              <Trans>Collect coupons in the other tab.</Trans>
            </Text>
          </ListEmpty>
        }
        texts={couponErrorTexts}
      >
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`My e-coupons`}>
          {items.map((c) => (
            <CouponTicket key={c.id} batch={c.batch} state={c.state}>
              {c.state === 'AVAILABLE' && (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconArrowsExchange size={16} aria-hidden />}
                    onClick={() => setOpen({ kind: 'give', coupon: c })}
                  >
                    <Trans>Give</Trans>
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconQrcode size={16} aria-hidden />}
                    onClick={() => setOpen({ kind: 'qr', coupon: c })}
                  >
                    <Trans>Show QR</Trans>
                  </Button>
                </>
              )}
            </CouponTicket>
          ))}
        </Stack>
      </ListState>
      {open?.kind === 'qr' && <CouponQrDialog coupon={open.coupon} onClose={() => setOpen(null)} />}
      {open?.kind === 'give' && <CouponTransferDialog coupon={open.coupon} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/**
 * "My e-coupons" (the profile menu's entry): the member's coupons with their state
 * (available, reserved by an order, used, expired), each available one's shop QR, the coupons to collect and
 * the member's e-stamp cards.
 * A coupon is used at checkout by choosing it in the order summary.
 */
export function MyCouponsPage({
  tab,
  merchant,
  parts,
}: {
  tab: 'mine' | 'collect' | 'stamps';
  merchant?: string;
  parts: CaptchaParts;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<string>(tab);
  return (
    <CaptchaPartsProvider parts={parts}>
      <Container size="sm" py="lg">
        <Stack>
          <Title order={1}>
            <Trans>My e-coupons</Trans>
          </Title>
          <Tabs value={current} onChange={(v) => setCurrent(v ?? 'mine')} keepMounted={false}>
            <Tabs.List grow aria-label={t`E-coupons`}>
              <Tabs.Tab value="mine">
                <Trans>My coupons</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="collect">
                <Trans>Collect coupons</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="stamps">
                <Trans>Stamps</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="mine" pt="md">
              <Mine />
            </Tabs.Panel>
            <Tabs.Panel value="collect" pt="md">
              <CollectList merchant={merchant} />
            </Tabs.Panel>
            <Tabs.Panel value="stamps" pt="md">
              <MyStampsList />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </CaptchaPartsProvider>
  );
}

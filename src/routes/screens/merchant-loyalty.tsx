import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { CardProgrammeForm } from '@/features/cards/CardProgrammeForm';
import { RedeemCodesForm } from '@/features/cards/RedeemCodesForm';
import { IssueCouponsForm } from '@/features/coupons/IssueCouponsForm';
import { MerchantBatches } from '@/features/coupons/MerchantBatches';
import { MerchantGate } from '@/features/coupons/MerchantGate';
import { RedeemCouponDesk } from '@/features/coupons/RedeemCouponDesk';
import { MerchantMembers } from '@/features/merchant-console/MerchantMembers';
import { MerchantStats } from '@/features/merchant-console/MerchantStats';
import { StampCardForm } from '@/features/coupons/StampCardForm';
import { StampDesk } from '@/features/coupons/StampDesk';

export type MerchantLoyaltyTab =
  'coupons' | 'redeem' | 'cards' | 'codes' | 'members' | 'stats' | 'stamps' | 'stampDesk';

/**
 * The merchant's loyalty tools (issue 15 items 4–6; spec §2 "issue coupon"): issue e-coupon batches, redeem a
 * customer's coupon QR, create card programmes, generate redeem codes, see the members (and export them as
 * CSV) and the last 30 days' figures, and (Enterprise, issue 16 item 5) the stamp card and the stamp desk. One
 * form each, for the merchant
 * console to host later; the server refuses members without a merchant or a plan with the feature (403).
 */
export default function Screen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { tab } = useSearch({ strict: false }) as { tab?: MerchantLoyaltyTab };
  const current = tab ?? 'coupons';
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>
          <Trans>Loyalty tools</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>E-coupons and membership cards for your shop's customers.</Trans>
        </Text>
        <MerchantGate>
          <Tabs
            value={current}
            keepMounted={false}
            onChange={(v) =>
              void navigate({
                to: '/merchantLoyalty' as never,
                search: { tab: v ?? 'coupons' } as never,
                replace: true,
              })
            }
          >
            <Tabs.List aria-label={t`Loyalty tools`}>
              <Tabs.Tab value="coupons">
                <Trans>Issue coupons</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="redeem">
                <Trans>Redeem coupons</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="cards">
                <Trans>Card programmes</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="codes">
                <Trans>Redeem codes</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="members">
                <Trans>Members</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="stats">
                <Trans>Figures</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="stamps">
                <Trans>Stamp card</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="stampDesk">
                <Trans>Stamp desk</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="coupons" pt="md">
              <Stack gap="lg">
                <Paper withBorder p="md" radius="md">
                  <IssueCouponsForm />
                </Paper>
                <Title order={2} size="h4">
                  <Trans>Your coupon batches</Trans>
                </Title>
                <MerchantBatches />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="redeem" pt="md">
              <Paper withBorder p="md" radius="md">
                <RedeemCouponDesk />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="cards" pt="md">
              <Paper withBorder p="md" radius="md">
                <CardProgrammeForm />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="codes" pt="md">
              <Paper withBorder p="md" radius="md">
                <RedeemCodesForm />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="members" pt="md">
              <MerchantMembers />
            </Tabs.Panel>
            <Tabs.Panel value="stats" pt="md">
              <MerchantStats />
            </Tabs.Panel>
            <Tabs.Panel value="stamps" pt="md">
              <Paper withBorder p="md" radius="md">
                <StampCardForm />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="stampDesk" pt="md">
              <Paper withBorder p="md" radius="md">
                <StampDesk />
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </MerchantGate>
      </Stack>
    </Container>
  );
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CampaignConsole } from '@/features/campaigns/CampaignConsole';
import { CoinsConsole } from '@/features/coins/CoinsConsole';
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
import { EventsConsole } from '@/features/tickets/merchant/EventsConsole';

/** A form in a bordered sheet; the lists and figures bring their own frames. */
const sheet = (form: ReactNode) => (
  <Paper withBorder p="md" radius="md">
    {form}
  </Paper>
);

/** The tabs in their order: the search parameter `tab`, the tab's label, and its panel. */
const TABS = [
  {
    value: 'coupons',
    label: msg`Issue coupons`,
    panel: (
      <Stack gap="lg">
        {sheet(<IssueCouponsForm />)}
        <Title order={2} size="h4">
          <Trans>Your coupon batches</Trans>
        </Title>
        <MerchantBatches />
      </Stack>
    ),
  },
  { value: 'redeem', label: msg`Redeem coupons`, panel: sheet(<RedeemCouponDesk />) },
  { value: 'cards', label: msg`Card programmes`, panel: sheet(<CardProgrammeForm />) },
  { value: 'codes', label: msg`Redeem codes`, panel: sheet(<RedeemCodesForm />) },
  { value: 'members', label: msg`Members`, panel: <MerchantMembers /> },
  { value: 'stats', label: msg`Figures`, panel: <MerchantStats /> },
  { value: 'stamps', label: msg`Stamp card`, panel: sheet(<StampCardForm />) },
  { value: 'stampDesk', label: msg`Stamp desk`, panel: sheet(<StampDesk />) },
  { value: 'campaigns', label: msg`Event pages`, panel: <CampaignConsole /> },
  { value: 'events', label: msg`Ticketed events`, panel: <EventsConsole /> },
  { value: 'coins', label: msg`Coins`, panel: <CoinsConsole /> },
] as const satisfies readonly { value: string; label: MessageDescriptor; panel: ReactNode }[];

export type MerchantLoyaltyTab = (typeof TABS)[number]['value'];

/**
 * The merchant's loyalty tools (spec §2 "issue coupon"): issue e-coupon batches, redeem a
 * customer's coupon QR, create card programmes, generate redeem codes, see the members (and export them as
 * CSV) and the last 30 days' figures, (Enterprise) the stamp card and the stamp desk, and
 * the event pages' campaigns, (Enterprise) ticketed events with their door staff and check-ins, (Enterprise) the loyalty coin with its liability. One form each, for the merchant
 * console to host later; the server refuses members without a merchant or a plan with the feature (403).
 */
export default function Screen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { tab } = useSearch({ from: '/merchantLoyalty' });
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
                to: '/merchantLoyalty',
                search: { tab: TABS.find((x) => x.value === v)?.value ?? 'coupons' },
                replace: true,
              })
            }
          >
            <Tabs.List aria-label={t`Loyalty tools`}>
              {TABS.map(({ value, label }) => (
                <Tabs.Tab key={value} value={value}>
                  {i18n._(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map(({ value, panel }) => (
              <Tabs.Panel key={value} value={value} pt="md">
                {panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        </MerchantGate>
      </Stack>
    </Container>
  );
}

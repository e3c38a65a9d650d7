import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Tabs, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FiatIncomePanel } from './FiatIncomePanel';
import { TransfersList } from './TransfersList';
import { WalletCards } from './WalletPanelContent';
import { WalletFlowsProvider } from './wallet-flows';

export type WalletTab = 'overview' | 'transfers' | 'coins';

/**
 * "My wallet" (spec §2): per chain cards with their actions, the transfer record and the loyalty coins per
 * merchant, tabbed by `?tab=`.
 */
export function WalletPage({
  tab,
  coins,
}: {
  tab: WalletTab;
  /** The loyalty coins tab's panel (the route wires it). */ coins?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <WalletFlowsProvider>
      <Stack maw={720} mx="auto" w="100%">
        <Title order={1} size="h2">
          <Trans>My wallet</Trans>
        </Title>
        <Tabs
          value={tab}
          onChange={(v) =>
            void navigate({
              to: '/wallet',
              search: { tab: v === 'transfers' || v === 'coins' ? v : undefined },
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="overview">
              <Trans>Overview</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="transfers">
              <Trans>Transfer record</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="coins">
              <Trans>Loyalty coins</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <Stack>
              <WalletCards variant="page" />
              <FiatIncomePanel />
              <Anchor renderRoot={(p) => <Link to="/withdraws" {...p} />}>
                <Trans>Withdrawals</Trans>
              </Anchor>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="transfers" pt="md">
            {tab === 'transfers' && <TransfersList />}
          </Tabs.Panel>
          <Tabs.Panel value="coins" pt="md">
            {tab === 'coins' && coins}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </WalletFlowsProvider>
  );
}

import { Trans } from '@lingui/react/macro';
import { Badge, Tabs } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { Suspense } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { TraitGrid } from './TraitGrid';

// Only the properties tab shows at first (keepMounted false): the others load when opened.
const ActivityList = lazyNamed(() => import('./ActivityList'), 'ActivityList');
const LicencePanel = lazyNamed(() => import('./LicencePanel'), 'LicencePanel');
const OwnersList = lazyNamed(() => import('./OwnersList'), 'OwnersList');
const TechnicalDetails = lazyNamed(() => import('./TechnicalDetails'), 'TechnicalDetails');

/** Properties, licence, owners, technical details and activity, one tab each (tab list wraps on phones). */
export function ItemTabs({ item }: { item: ProductDetail }) {
  return (
    <Tabs defaultValue="properties" keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        <Tabs.Tab value="properties">
          <Trans>Properties</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="licence">
          <Trans>Licence</Trans>
        </Tabs.Tab>
        <Tabs.Tab
          value="owners"
          rightSection={
            <Badge size="xs" variant="light" circle>
              {item.ownerCount}
            </Badge>
          }
        >
          <Trans>Owners</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="details">
          <Trans>Details</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="activity">
          <Trans>Activity</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="properties" pt="md">
        <TraitGrid item={item} />
      </Tabs.Panel>
      <Tabs.Panel value="licence" pt="md">
        <Suspense fallback={null}>
          <LicencePanel licence={item.licence} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="owners" pt="md">
        <Suspense fallback={null}>
          <OwnersList owners={item.owners} total={item.ownerCount} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="details" pt="md">
        <Suspense fallback={null}>
          <TechnicalDetails item={item} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="md">
        <Suspense fallback={null}>
          <ActivityList events={item.activity} blockchain={item.blockchain} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

import { Trans } from '@lingui/react/macro';
import { Badge, Tabs } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { ActivityList } from './ActivityList';
import { LicencePanel } from './LicencePanel';
import { OwnersList } from './OwnersList';
import { TechnicalDetails } from './TechnicalDetails';
import { TraitGrid } from './TraitGrid';

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
        <LicencePanel licence={item.licence} />
      </Tabs.Panel>
      <Tabs.Panel value="owners" pt="md">
        <OwnersList owners={item.owners} total={item.ownerCount} />
      </Tabs.Panel>
      <Tabs.Panel value="details" pt="md">
        <TechnicalDetails item={item} />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="md">
        <ActivityList events={item.activity} />
      </Tabs.Panel>
    </Tabs>
  );
}

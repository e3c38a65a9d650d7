import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLock, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import type { ProductDetail } from '@schemas/products';
import { lazyNamed } from '@/components/lazy-named';
import { session } from '@/lib/session';
import { FavouriteButton } from './FavouriteButton';
import { HolderCheck } from './HolderCheck';
import { ItemFacts } from './ItemFacts';
import { PersonLink } from './PersonLink';
import { PriceBlock } from './PriceBlock';
import { useSlots } from './item-detail.slots';

// Flows with their state machines (mint, transfer, shelf) only for some items and viewers: loaded on demand.
const ItemWalletActions = lazyNamed(() => import('./ItemWalletActions'), 'ItemWalletActions');
const OwnerActions = lazyNamed(() => import('./OwnerActions'), 'OwnerActions');
// The buy actions (quantity field, cart, the phone's sticky bar) load right after the first paint: their form
// fields kept item detail's first screen over its budget (bench/initial-js.mjs). Their room is held meanwhile.
const BuyButton = lazyNamed(() => import('./BuyButton'), 'BuyButton');
// Beside the favourite button, but not needed for the first paint: item detail's initial JS stays in budget.
const ShareButton = lazyNamed(() => import('@/components/ShareButton'), 'ShareButton');

export type DetailMode = 'public' | 'manage';

/** Name, collection, people, price, facts and what the viewer may do with the item. */
export function ItemSummary({ item, mode }: { item: ProductDetail; mode: DetailMode }) {
  const [now] = useState(() => Date.now());
  const locked = item.lockedUntil !== null && new Date(item.lockedUntil).getTime() > now;
  const ownCreation = item.creator.id === session.memberId();
  const onSale = item.status === 'ON_SALE';
  const { PreOrderButton, AuctionPanel } = useSlots();
  const auction = item.sellType === 'AUCTION' && mode === 'public' && AuctionPanel;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={onSale ? 'green' : 'gray'} variant="light" data-testid="shelf-status">
          {onSale ? <Trans>On sale</Trans> : <Trans>Off shelf</Trans>}
        </Badge>
        {item.sourceType === 'PHYSICAL' && (
          <Badge variant="outline">
            <Trans>Physical product</Trans>
          </Badge>
        )}
        {item.sourceType === 'NON' && (
          <Badge variant="outline">
            <Trans>Other platform</Trans>
          </Badge>
        )}
      </Group>
      <HolderCheck id={item.id} />
      <Stack gap={4}>
        <Anchor
          renderRoot={(p) => <Link to="/collectDetail" search={{ id: item.collection.id }} {...p} />}
          size="sm"
        >
          {item.collection.name}
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Title>
      </Stack>
      <Group gap="lg" wrap="wrap">
        <PersonLink person={item.creator} role={<Trans>Creator</Trans>} />
        <PersonLink person={item.seller} role={<Trans>Seller</Trans>} />
      </Group>
      <Group gap="sm">
        <FavouriteButton id={item.id} isFavourite={item.isFavourite} favourites={item.favourites} />
        <Suspense fallback={null}>
          <ShareButton kind="item" id={item.id} />
        </Suspense>
        <Group gap={4} c="dimmed">
          <IconEye size={18} aria-hidden />
          <Text size="sm">
            <Plural value={item.views} one="# view" other="# views" />
          </Text>
        </Group>
      </Group>
      <PriceBlock item={item} />
      <ItemFacts item={item} />
      {item.sourceType === 'SELF' && (
        <Suspense fallback={null}>
          <ItemWalletActions item={item} />
        </Suspense>
      )}
      {locked && (
        <Alert
          role="note"
          color="orange"
          icon={<IconLock aria-hidden />}
          title={<Trans>Locked for an unpaid order</Trans>}
        >
          <Trans>This item is locked for 30 minutes by an unpaid order</Trans>
        </Alert>
      )}
      {auction ? (
        // An auction item is bid on (the seller may cancel) instead of bought at a price.
        <Suspense fallback={null}>
          <AuctionPanel itemId={item.id} currency={item.curr} canStart={item.mine && onSale} />
        </Suspense>
      ) : mode === 'manage' ? (
        item.mine ? (
          <Suspense fallback={null}>
            <OwnerActions item={item} />
          </Suspense>
        ) : (
          <Alert role="note" color="gray" title={<Trans>Read-only</Trans>}>
            <Trans>Only the seller of this item can manage it.</Trans>{' '}
            <Anchor renderRoot={(p) => <Link to="/itemDetails" search={{ id: item.id }} {...p} />}>
              <Trans>Open the item page</Trans>
            </Anchor>
          </Alert>
        )
      ) : item.mine || ownCreation ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            <Trans>You cannot buy your own creation</Trans>
          </Text>
          {item.mine && (
            <Button
              variant="light"
              leftSection={<IconSettings size={18} aria-hidden />}
              renderRoot={(p) => <Link to="/itemView" search={{ id: item.id }} {...p} />}
            >
              <Trans>Manage this item</Trans>
            </Button>
          )}
        </Stack>
      ) : onSale && item.stock > 0 ? (
        <Suspense fallback={<Box h={item.stock > 1 ? 124 : 42} aria-hidden />}>
          <BuyButton disabled={locked} item={item} />
        </Suspense>
      ) : onSale && PreOrderButton ? (
        <Suspense fallback={null}>
          <PreOrderButton productId={item.id} productName={item.name} />
        </Suspense>
      ) : (
        <Text fw={600} c="dimmed">
          {onSale ? <Trans>Sold out</Trans> : <Trans>Not for sale right now</Trans>}
        </Text>
      )}
    </Stack>
  );
}

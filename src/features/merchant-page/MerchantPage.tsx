import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Avatar,
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { ProductCard } from '@schemas/catalog';
import type { CouponBatch } from '@schemas/coupons';
import type { MerchantPageProgramme } from '@schemas/merchant-page';
import { GridSkeleton, ListEmpty, ListError } from '@/components/ListState';
import { merchantPageQueries } from './merchant-page.queries';

/** The parts the route hands in (features do not import each other): an item card and a coupon ticket. */
export type MerchantPageParts = {
  renderItem: (item: ProductCard, index: number) => ReactNode;
  /** A coupon batch as a list item (an `li`), with `action` (the link to collect it) inside. */
  renderCoupon: (batch: CouponBatch, action: ReactNode) => ReactNode;
  itemCols: SimpleGridProps['cols'];
  /** The merchant's published events not yet ended (the tickets feature's list), under "Upcoming activities". */
  renderEvents?: (mcId: string) => ReactNode;
};

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A titled part of the page, named by its heading (a landmark screen readers list). */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Programme({ programme: p, mcId }: { programme: MerchantPageProgramme; mcId: string }) {
  const name = p.name;
  const months = p.validityMonths;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="card-programme">
      <Stack gap={6}>
        <Text component="h3" fw={700} m={0} size="md">
          {name}
        </Text>
        {p.description && <Text size="sm">{p.description}</Text>}
        <Group gap="xs" wrap="wrap">
          {p.tiers.map((tier) => {
            const tierName = tier.name;
            const off = `${tier.vipDiscountBp / 100}%`;
            return (
              <Badge key={tier.code} variant="light" size="lg" tt="none">
                <Trans>
                  {tierName}: {off} off
                </Trans>
              </Badge>
            );
          })}
        </Group>
        <Text size="xs" c="dimmed">
          <Plural value={months} one="Valid for # month" other="Valid for # months" />
          {p.transferable && (
            <>
              {' · '}
              <Trans>Transferable between corporate members</Trans>
            </>
          )}
        </Text>
        {p.isDefault && (
          <Anchor renderRoot={(props) => <Link to="/qpwallet" search={{ type: 'mcard', mcId }} {...props} />}>
            <Trans>Get the {name} card</Trans>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The merchant page (spec §2 merchant: popular items, e-coupons, upcoming activities): who the
 * merchant is, its most favourited public items, the coupons to collect (on "my coupons"), its membership
 * card programmes and its activities (its ticketed events on sale). Fetched once (spec §4).
 */
export function MerchantPage({ mcId, parts }: { mcId: string; parts: MerchantPageParts }) {
  return (
    <Container size="lg" py="lg">
      {mcId ? <Loaded mcId={mcId} parts={parts} /> : <NotFound />}
    </Container>
  );
}

function NotFound() {
  return (
    <ListEmpty heading title={<Trans>We could not find this merchant</Trans>}>
      <Anchor renderRoot={(props) => <Link to="/explore" {...props} />}>
        <Trans>Explore the marketplace</Trans>
      </Anchor>
    </ListEmpty>
  );
}

function Loaded({ mcId, parts }: { mcId: string; parts: MerchantPageParts }) {
  const { t } = useLingui();
  const query = useQuery(merchantPageQueries.detail(mcId));

  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        <Group>
          <Skeleton circle h={64} />
          <Skeleton h={32} w="40%" />
        </Group>
        <GridSkeleton count={4} cols={parts.itemCols} />
      </Stack>
    );
  if (query.isError)
    return (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        title={<Trans>The merchant page could not be loaded</Trans>}
      />
    );
  const m = query.data;
  if (!m) return <NotFound />;

  const name = m.name;
  return (
    <Stack gap="xl">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={m.logo} alt="" size={64} radius="md" color="orange">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {m.description && <Text>{m.description}</Text>}
          {m.website && (
            <Anchor href={m.website} target="_blank" rel="noopener noreferrer" size="sm">
              <Trans>Visit {name}'s website</Trans>
            </Anchor>
          )}
        </Stack>
      </Group>

      <Section title={<Trans>Popular items</Trans>}>
        {m.items.length === 0 ? (
          <ListEmpty title={<Trans>{name} has no items on the market yet</Trans>} />
        ) : (
          <SimpleGrid cols={parts.itemCols} spacing="md">
            {m.items.map((item, i) => (
              <div key={item.id}>{parts.renderItem(item, i)}</div>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title={<Trans>E-coupons</Trans>}>
        {m.coupons.length === 0 ? (
          <ListEmpty title={<Trans>No coupons on offer right now</Trans>} />
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={listReset}>
            {m.coupons.map((batch) => {
              const coupon = batch.name;
              return parts.renderCoupon(
                batch,
                <Anchor
                  key={batch.id}
                  size="sm"
                  aria-label={t`Collect ${coupon}`}
                  renderRoot={(props) => (
                    <Link to="/myCoupons" search={{ tab: 'collect', merchant: m.mcId }} {...props} />
                  )}
                >
                  <Trans>Collect</Trans>
                </Anchor>,
              );
            })}
          </SimpleGrid>
        )}
      </Section>

      <Section title={<Trans>Membership card</Trans>}>
        {m.programmes.length === 0 ? (
          <ListEmpty title={<Trans>{name} has no membership card yet</Trans>} />
        ) : (
          <Stack component="ul" gap="sm" style={listReset}>
            {m.programmes.map((p) => (
              <Programme key={p.id} programme={p} mcId={m.mcId} />
            ))}
          </Stack>
        )}
      </Section>

      <Section title={<Trans>Upcoming activities</Trans>}>
        {parts.renderEvents ? (
          parts.renderEvents(m.mcId)
        ) : (
          <ListEmpty title={<Trans>No upcoming activities</Trans>} />
        )}
      </Section>
    </Stack>
  );
}

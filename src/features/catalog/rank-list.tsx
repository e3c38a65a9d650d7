import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Image, Stack, Table, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Ranking } from '@schemas/product-lists';
import { formatCrypto, formatFiat } from './format';

type Row = Ranking['items'][number];

function Price({ row }: { row: Row }) {
  const { i18n } = useLingui();
  const p = row.product;
  const crypto = formatCrypto(p.fixPrice, p.curr, i18n.locales ?? i18n.locale);
  const fiat = formatFiat(p.fixPriceHK, 'HKD', i18n.locales ?? i18n.locale);
  if (!crypto)
    return (
      <Text size="sm" c="dimmed">
        {p.sellType === 'AUCTION' ? <Trans>Auction</Trans> : <Trans>Not for sale</Trans>}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700}>
        {crypto}
      </Text>
      {fiat && (
        <Text size="xs" c="dimmed">
          <Trans>or {fiat} by card</Trans>
        </Text>
      )}
    </Stack>
  );
}

function ItemLink({ row, size }: { row: Row; size: number }) {
  const p = row.product;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Image
        src={p.displayImage}
        alt=""
        w={size}
        h={size}
        radius="sm"
        loading="lazy"
        fit="cover"
        style={{ flexShrink: 0 }}
      />
      <Anchor
        renderRoot={(props) => <Link to="/itemDetails" search={{ id: p.id }} {...props} />}
        fw={600}
        lineClamp={1}
      >
        {p.name}
      </Anchor>
    </Group>
  );
}

const CollectionLink = ({ row }: { row: Row }) => (
  <Anchor
    renderRoot={(props) => <Link to="/collectDetail" search={{ id: row.product.collection.id }} {...props} />}
    size="sm"
    c="dimmed"
    lineClamp={1}
  >
    {row.product.collection.name}
  </Anchor>
);

function Favourites({ row }: { row: Row }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap" aria-label={t`${row.favouritesInPeriod} favourites in this period`}>
      <IconHeart size={14} aria-hidden />
      <Text size="sm">{row.favouritesInPeriod}</Text>
    </Group>
  );
}

/** The ranking as a table on wider screens: rank, item, collection, favourites in the period and price. */
export function RankTable({ rows }: { rows: Row[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>#</Table.Th>
            <Table.Th>
              <Trans>Item</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Collection</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Favourites</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Price</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.product.id}>
              <Table.Td fw={700}>{r.rank}</Table.Td>
              <Table.Td maw={320}>
                <ItemLink row={r} size={48} />
              </Table.Td>
              <Table.Td maw={220}>
                <CollectionLink row={r} />
              </Table.Td>
              <Table.Td>
                <Favourites row={r} />
              </Table.Td>
              <Table.Td>
                <Price row={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The ranking as cards on a phone: the same facts stacked, nothing wider than the screen. */
export function RankCards({ rows }: { rows: Row[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => (
        <Card key={r.product.id} component="li" withBorder padding="sm" radius="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Badge size="lg" variant="light" miw={36}>
              {r.rank}
            </Badge>
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <ItemLink row={r} size={56} />
              <CollectionLink row={r} />
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Favourites row={r} />
                <Price row={r} />
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

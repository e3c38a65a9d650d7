import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CollectionDetail } from '@schemas/collections';
import { CATEGORY_LABELS } from './category-labels';

/** "0x1234…abcd": first 6 and last 4 characters (spec §9 short address). */
import { shortAddress } from '@/lib/address';
import { numberFormat } from '@/lib/number-format';

/** HK$ with 2 decimals (spec §9 fiat); null without a price. */
function hkd(amount: string | null, locale: string): string | null {
  if (amount === null || !/^\d+(\.\d+)?$/.test(amount)) return null;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount as Intl.StringNumericLiteral);
}

function Stat({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** The collection page's top: banner (1536x226), logo (350x350), name, owner, description, stats, royalty. */
export function CollectionHeader({
  collection: c,
  actions,
}: {
  collection: CollectionDetail;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const floor = hkd(c.floorPriceHK, i18n.locale) ?? '—';
  // numeric(5,2) comes back as '2.50': shown as 2.5%.
  const fee = c.royaltyFeePercent.includes('.')
    ? c.royaltyFeePercent.replace(/\.?0+$/, '')
    : c.royaltyFeePercent;
  const address = shortAddress(c.royaltyAddress);
  return (
    <Stack gap="md">
      <Box>
        {/* 1536x226 is a thin strip on a phone: keep it at least 112 px tall, cropped at the sides. */}
        <Image
          src={c.bannerImage}
          alt={t`${c.name} banner`}
          fit="cover"
          radius="md"
          w="100%"
          style={{ aspectRatio: '1536 / 226', minHeight: 112 }}
        />
        <Avatar
          src={c.logoImage}
          alt={t`${c.name} logo`}
          size={96}
          radius="lg"
          mt={-48}
          ml="md"
          style={{ border: '4px solid var(--mantine-color-body)', position: 'relative' }}
        />
      </Box>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Title>
          <Group gap="xs">
            <Text size="sm">
              <Trans>
                by{' '}
                <Anchor renderRoot={(p) => <Link to="/author1" search={{ id: c.owner.id }} {...p} />}>
                  {c.owner.name}
                </Anchor>
              </Trans>
            </Text>
            <Badge variant="light">{i18n._(CATEGORY_LABELS[c.category])}</Badge>
            <Badge variant="outline" color="gray">
              {c.blockchain === 'POLYGON' ? t`Polygon` : t`Ethereum`}
            </Badge>
          </Group>
        </Stack>
        {actions}
      </Group>
      {c.description && (
        <Spoiler maxHeight={72} showLabel={t`Show more`} hideLabel={t`Show less`}>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.description}</Text>
        </Spoiler>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={<Trans>Items</Trans>} value={c.itemCount} />
        <Stat label={<Trans>On sale</Trans>} value={c.onSaleCount} />
        <Stat label={<Trans>Owners</Trans>} value={c.ownerCount} />
        <Stat label={<Trans>Floor price</Trans>} value={floor} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        <Trans>
          Royalty: {fee}% to{' '}
          <Text span ff="monospace" title={c.royaltyAddress}>
            {address}
          </Text>
        </Trans>
      </Text>
      {c.url && (
        <Anchor
          href={c.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {c.url}
        </Anchor>
      )}
    </Stack>
  );
}

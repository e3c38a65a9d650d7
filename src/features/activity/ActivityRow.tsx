import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActivityEntry } from '@schemas/activity';
import { TxLink } from '@/components/TxLink';
import type { ActivityFilters } from './activity.queries';
import { KIND_LABEL } from './labels';

const KIND_COLOR: Record<ActivityEntry['kind'], string> = {
  MINTED: 'teal',
  LISTED: 'blue',
  DELISTED: 'gray',
  SALE: 'grape',
  TRANSFER: 'orange',
  BID: 'yellow',
};

type Props = {
  entry: ActivityEntry;
  formatCrypto: (amount: string, curr: string, locale: string | string[]) => string | null;
  /** Narrows the feed to the entry's collection or one of its members. */
  onFilter: (patch: ActivityFilters) => void;
};

/** A name that narrows the feed to it; the hidden words say so without changing the visible name. */
function FilterName({ name, hint, onClick }: { name: string; hint: string; onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {name} <VisuallyHidden>({hint})</VisuallyHidden>
    </Anchor>
  );
}

/**
 * One entry of the feed: what happened (kind) to which item (a link to it), in which collection, by whom and
 * to whom, for how much, when, and the transaction on the chain's explorer.
 */
export function ActivityRow({ entry: e, formatCrypto, onFilter }: Props) {
  const { i18n, t } = useLingui();
  const locale = i18n.locales ?? i18n.locale;
  const price = e.price && e.curr ? formatCrypto(e.price, e.curr, locale) : null;
  const only = t`show only this in the feed`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="activity-entry" data-kind={e.kind}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image
          src={e.item.thumbUrl ?? e.item.displayImage}
          alt=""
          w={56}
          h={56}
          radius="sm"
          fit="cover"
          loading="lazy"
          style={{ flex: 'none' }}
        />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={KIND_COLOR[e.kind]}>
              {i18n._(KIND_LABEL[e.kind])}
            </Badge>
            <Anchor
              renderRoot={(props) => <Link to="/itemDetails" search={{ id: e.item.id }} {...props} />}
              fw={600}
              lineClamp={1}
            >
              {e.item.name}
            </Anchor>
            {e.quantity > 1 && (
              <Text size="sm" c="dimmed">
                <Trans>× {e.quantity}</Trans>
              </Text>
            )}
            {price && (
              <Text size="sm" fw={600}>
                {price}
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>
              in{' '}
              <FilterName
                name={e.collection.name}
                hint={only}
                onClick={() => onFilter({ collectionId: e.collection.id })}
              />
            </Trans>
            {e.actor && (
              <>
                {' · '}
                <Trans>
                  by{' '}
                  <FilterName
                    name={e.actor.name}
                    hint={only}
                    onClick={() => onFilter({ memberId: e.actor!.id })}
                  />
                </Trans>
              </>
            )}
            {e.to && (
              <>
                {' · '}
                <Trans>
                  to{' '}
                  <FilterName name={e.to.name} hint={only} onClick={() => onFilter({ memberId: e.to!.id })} />
                </Trans>
              </>
            )}
          </Text>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed" component="time" dateTime={e.createdAt}>
              {i18n.date(new Date(e.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
            {e.txHash && <TxLink blockchain={e.item.blockchain} hash={e.txHash} size="xs" />}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

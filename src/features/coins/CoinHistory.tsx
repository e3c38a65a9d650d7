import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PagedList } from '@/components/PagedList';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatDelta, KIND_LABEL } from './coin-text';
import { coinErrorTexts } from './coins.errors';
import { coinQueries } from './coins.queries';

/** A member's coin rows at one merchant, newest first: what happened, the signed amount, the order, the date. */
export function CoinHistory({ mcId, symbol, coinName }: { mcId: string; symbol: string; coinName: string }) {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(coinQueries.history(mcId));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PagedList
      query={list}
      items={items}
      rowHeight={56}
      label={t`History of ${coinName}`}
      empty={t`No coin history yet.`}
      texts={coinErrorTexts}
    >
      {(row) => {
        const kind = i18n._(KIND_LABEL[row.kind]);
        const amount = formatDelta(row.delta, i18n.locale);
        const when = formatDateTime(row.createdAt, i18n.locale);
        const expires = formatDate(row.lotExpiresAt, i18n.locale);
        return (
          <Paper key={row.id} component="li" withBorder p="xs" radius="md" data-testid="coin-history-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {kind}
                </Text>
                <Text size="xs" c="dimmed">
                  {when}
                  {row.kind === 'EARN' && (
                    <>
                      {' · '}
                      <Trans>expires {expires}</Trans>
                    </>
                  )}
                </Text>
                {row.reason && (
                  <Text size="xs" c="dimmed">
                    {row.reason}
                  </Text>
                )}
                {row.orderId && (
                  <Anchor
                    size="xs"
                    renderRoot={(p) => <Link to="/orderDetail" search={{ id: row.orderId! }} {...p} />}
                  >
                    <Trans>See the order</Trans>
                  </Anchor>
                )}
              </div>
              <Text
                fw={700}
                c={row.delta.startsWith('-') ? 'red.9' : 'teal.9'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {amount} {symbol}
              </Text>
            </Group>
          </Paper>
        );
      }}
    </PagedList>
  );
}

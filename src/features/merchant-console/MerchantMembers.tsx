import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CardState } from '@schemas/cards';
import { DownloadButton } from '@/components/DownloadButton';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { consoleQueries, fetchMembersCsv } from './merchant-console.queries';

const STATE: Record<CardState, MessageDescriptor> = {
  CLAIMED: msg`Not activated`,
  ACTIVATING: msg`Activating`,
  ACTIVE: msg`Active`,
  TRANSFERRING: msg`Being transferred`,
};

/**
 * The merchant's members (listMerchantMembers): who holds its membership cards, one row per
 * card, newest first, fifty at a time, and the whole list as CSV.
 */
export function MerchantMembers() {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(consoleQueries.members());
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm">
          <Trans>Members holding your membership cards, newest first.</Trans>
        </Text>
        <DownloadButton
          fetchFile={fetchMembersCsv}
          fallbackName="members.csv"
          errorTitle={<Trans>The file could not be downloaded</Trans>}
          errorText={(err) => errorText(err)}
        >
          <Trans>Download members (CSV)</Trans>
        </DownloadButton>
      </Group>
      <ListState
        query={list}
        skeleton={<ListSkeleton rows={3} height={40} />}
        isEmpty={rows.length === 0}
        empty={<ListEmpty title={<Trans>No members hold your cards yet.</Trans>} />}
      >
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it (WCAG 2.1.1). */}
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t`Members`}
        >
          <Table striped aria-label={t`Members`} data-testid="members-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Card number</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Tier</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Member</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>State</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Joined</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.cardId}>
                  <Table.Td ff="monospace">{m.cardNumber}</Table.Td>
                  <Table.Td>
                    {m.programme} · {m.tier}
                  </Table.Td>
                  <Table.Td>{m.memberName}</Table.Td>
                  <Table.Td>
                    {i18n._(STATE[m.state])}
                    {m.expired && (
                      <>
                        {' · '}
                        <Trans>expired</Trans>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(m.joinedAt, i18n.locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            <Trans>Show more members</Trans>
          </Button>
        )}
      </ListState>
    </Stack>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { MyTicket, TicketChainState } from '@schemas/tickets';
import { BLOCKCHAINS, type Blockchain } from '@schemas/wallets';
import { tokenUrl } from '@/lib/explorer';

const CHAIN_LABEL: Record<TicketChainState, MessageDescriptor> = {
  PENDING: msg`Token minting`,
  MINTED: msg`Token on chain`,
  BURNT: msg`Token burnt`,
  FAILED: msg`Token not minted`,
};
const CHAIN_COLOR: Record<TicketChainState, string> = {
  PENDING: 'yellow',
  MINTED: 'teal',
  BURNT: 'gray',
  FAILED: 'red',
};

const isChain = (c: string): c is Blockchain => (BLOCKCHAINS as readonly string[]).includes(c);

/**
 * A token id as shown: the ids are a ticket's 128 bits in decimal (up to 39 digits, one unbreakable word wider
 * than a phone), so a long one shows its ends; the link's page and its title carry the whole id.
 */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id);

/**
 * Where the ticket's token is (listMyTickets' chainState) and, once minted, its page on the chain's explorer
 * in a new tab (the id alone where no explorer is configured, e.g. a local chain).
 */
export function TicketToken({ ticket }: { ticket: Pick<MyTicket, 'chainState' | 'token'> }) {
  const { t, i18n } = useLingui();
  const { chainState, token } = ticket;
  const id = shortId(token?.tokenId ?? '');
  const url =
    chainState === 'MINTED' && token && isChain(token.chain)
      ? tokenUrl(token.chain, token.contractAddress, token.tokenId)
      : null;
  return (
    <Group gap="xs" data-testid="ticket-token" data-chain-state={chainState}>
      <Badge color={CHAIN_COLOR[chainState]} variant="outline">
        {i18n._(CHAIN_LABEL[chainState])}
      </Badge>
      {chainState === 'MINTED' &&
        token &&
        (url ? (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            title={`${token.contractAddress} #${token.tokenId}`}
          >
            <Trans>Token #{id}</Trans>
            {/* Said, not shown: the name starts with the visible text (label in name). */}
            <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm">
            <Trans>Token #{id}</Trans>
          </Text>
        ))}
    </Group>
  );
}

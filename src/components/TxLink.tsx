import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Code, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import type { Blockchain } from '@schemas/wallets';
import { shortAddress } from '@/lib/address';
import { txUrl } from '@/lib/explorer';

/**
 * "Transaction 0x12ab…cdef": a link to the chain's block explorer in a new tab, or the hash as code where
 * no explorer is configured (VITE_EXPLORER_* empty, e.g. a local chain).
 */
export function TxLink({
  blockchain,
  hash,
  size = 'sm',
}: {
  blockchain: Blockchain;
  hash: string;
  size?: MantineSize;
}) {
  const { t } = useLingui();
  const url = txUrl(blockchain, hash);
  if (!url)
    return (
      <Text size={size}>
        <Trans>Transaction</Trans> <Code title={hash}>{shortAddress(hash)}</Code>
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size={size} title={hash}>
      <Trans>Transaction {shortAddress(hash)}</Trans>
      {/* Said, not shown: the name starts with the visible text (WCAG 2.5.3, label in name). */}
      <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
    </Anchor>
  );
}

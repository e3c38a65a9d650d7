import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Code, CopyButton, Group, Stack, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ProductDetail } from '@schemas/products';
import { DetailRow } from './DetailRow';
import { CHAIN, labelOf, STANDARD } from './labels';
import { shortAddress } from '@/lib/address';

/** Contract (short, with copy), token id, standard, chain and the other technical fields (spec §2). */
export function TechnicalDetails({ item }: { item: ProductDetail }) {
  const { t, i18n } = useLingui();
  const pending = <Trans>Not minted yet</Trans>;
  return (
    <Stack gap={0} component="dl" m={0}>
      <DetailRow label={<Trans>Contract address</Trans>}>
        {item.contractAddress ? (
          <Group gap={4} justify="flex-end" wrap="nowrap" component="span">
            <Code title={item.contractAddress}>{shortAddress(item.contractAddress)}</Code>
            <CopyButton value={item.contractAddress} timeout={1500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t`Copied` : t`Copy`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? t`Contract address copied` : t`Copy contract address`}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : (
          pending
        )}
      </DetailRow>
      <DetailRow label={<Trans>Token ID</Trans>}>{item.tokenId ?? pending}</DetailRow>
      <DetailRow label={<Trans>Token standard</Trans>}>
        {labelOf(i18n, STANDARD, item.contractType)}
      </DetailRow>
      <DetailRow label={<Trans>Blockchain</Trans>}>{labelOf(i18n, CHAIN, item.blockchain)}</DetailRow>
      {item.platform && <DetailRow label={<Trans>Platform</Trans>}>{item.platform}</DetailRow>}
      {item.modelNumber && <DetailRow label={<Trans>Model number</Trans>}>{item.modelNumber}</DetailRow>}
      {item.cardNumber && <DetailRow label={<Trans>Card number</Trans>}>{item.cardNumber}</DetailRow>}
      <DetailRow label={<Trans>Creator royalty</Trans>}>{`${item.royaltyFeePercent}%`}</DetailRow>
      {item.externalLink && (
        <DetailRow label={<Trans>External link</Trans>}>
          <Anchor href={item.externalLink} target="_blank" rel="noopener noreferrer nofollow">
            {item.externalLink}
          </Anchor>
        </DetailRow>
      )}
    </Stack>
  );
}

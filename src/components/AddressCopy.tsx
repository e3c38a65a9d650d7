import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A wallet address as spec §9 shortens it (`shown`), the whole one in its title and accessible name, and a
 * button that copies the whole one: the wallet panel and the QR mini page show addresses this way.
 */
export function AddressCopy({ address, shown }: { address: string; shown: string }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" title={address} aria-label={t`Address ${address}`}>
        {shown}
      </Text>
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy address`} withArrow>
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t`Copy address`}>
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

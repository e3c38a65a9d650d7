import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconInfoCircle, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';

/** The wallets a purchase can be paid from (spec §2 "buy with wallet choice", §3 wallet types). */
const WALLETS: { id: string; name: MessageDescriptor; hint: MessageDescriptor }[] = [
  { id: 'METAMASK', name: msg`MetaMask`, hint: msg`Browser extension or the MetaMask app` },
  { id: 'BINANCE', name: msg`Binance Wallet`, hint: msg`The Binance Web3 wallet` },
  { id: 'OKX', name: msg`OKX Wallet`, hint: msg`Browser extension or the OKX app` },
  { id: 'CUSTODIAL', name: msg`Marketplace wallet`, hint: msg`Our custodial wallet, no extension needed` },
];

/** The wallet choice of BuyButton, in a dialog (loaded when first opened: Mantine's Modal is not first-screen code). */
export function BuyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<MessageDescriptor | null>(null);
  // Loaded on the first open and mounted open: see useOpenedAfterMount.
  const shown = useOpenedAfterMount(opened);
  const done = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      opened={shown}
      onClose={done}
      title={t`Choose a wallet`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
    >
      {chosen ? (
        <Stack>
          <Alert icon={<IconInfoCircle aria-hidden />} role="status">
            <Trans>
              You chose {i18n._(chosen)}. Checkout opens in a coming update; nothing has been charged.
            </Trans>
          </Alert>
          <Button onClick={done}>
            <Trans>OK</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          {WALLETS.map((w) => (
            <UnstyledButton
              key={w.id}
              onClick={() => setChosen(w.name)}
              p="sm"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <IconWallet size={20} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{i18n._(w.name)}</Text>
                  <Text size="xs" c="dimmed">
                    {i18n._(w.hint)}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

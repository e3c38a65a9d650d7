import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Group, Modal, NumberInput, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconWallet } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';

/** The wallets a purchase can be paid from (spec §2 "buy with wallet choice", §3 wallet types). */
const WALLETS: { id: string; name: MessageDescriptor; hint: MessageDescriptor }[] = [
  { id: 'METAMASK', name: msg`MetaMask`, hint: msg`Browser extension or the MetaMask app` },
  { id: 'BINANCE', name: msg`Binance Wallet`, hint: msg`The Binance Web3 wallet` },
  { id: 'OKX', name: msg`OKX Wallet`, hint: msg`Browser extension or the OKX app` },
  { id: 'CUSTODIAL', name: msg`Marketplace wallet`, hint: msg`Our custodial wallet, no extension needed` },
];

/**
 * The wallet choice of BuyButton, in a dialog (loaded when first opened: Mantine's Modal is not first-screen
 * code); choosing a wallet opens the checkout's step 1 with the item, the quantity and the wallet.
 */
export function BuyDialog({
  opened,
  onClose,
  productId,
  maxQuantity = 1,
}: {
  opened: boolean;
  onClose: () => void;
  productId: string;
  maxQuantity?: number;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  // Loaded on the first open and mounted open: see useOpenedAfterMount.
  const shown = useOpenedAfterMount(opened);
  const choose = (wallet: string) => {
    onClose();
    void navigate({
      to: '/step1' as never,
      search: { productId, quantity: String(quantity), wallet } as never,
    });
  };
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={t`Choose a wallet`}
      centered
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
    >
      <Stack gap="xs">
        {maxQuantity > 1 && (
          <NumberInput
            label={t`Quantity`}
            min={1}
            max={maxQuantity}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' && v >= 1 ? Math.min(v, maxQuantity) : 1)}
            description={t`Up to ${maxQuantity}`}
            mb="xs"
          />
        )}
        {WALLETS.map((w) => (
          <UnstyledButton
            key={w.id}
            onClick={() => choose(w.id)}
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
    </Modal>
  );
}

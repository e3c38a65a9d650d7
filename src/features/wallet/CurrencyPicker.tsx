import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { IconCurrencyDollar, IconCurrencyEthereum, IconCoinBitcoin, IconCoin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PICKER_CURRENCIES, type PlayerDetail } from '@schemas/wallets';
import { errorText } from '@/lib/error-text';
import { walletApi } from './wallet.api';
import { walletErrorTexts } from './wallet.errors';
import { walletQueries } from './wallet.queries';
import { notify } from '@/lib/notify';

/** The icon of a picker currency (spec §4: the picker sets the icon on confirm). */
export function CurrencyIcon({ currency, size = 18 }: { currency: string; size?: number }) {
  const Icon =
    currency === 'BTC'
      ? IconCoinBitcoin
      : currency === 'ETH'
        ? IconCurrencyEthereum
        : currency === 'HKD' || currency === 'USDT'
          ? IconCurrencyDollar
          : IconCoin;
  return <Icon size={size} aria-hidden />;
}

/**
 * Currency picker (spec §4/§9): HKD by default, BTC, ETH, USDT, MATIC; the choice applies on confirm, closes
 * the picker and is saved with playerUpdate.
 */
export function CurrencyPicker({ value }: { value: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [choice, setChoice] = useState(value);
  const save = useMutation({
    mutationFn: (currency: string) => walletApi.updatePlayer({ currency }),
    onSuccess: (player: PlayerDetail) => {
      queryClient.setQueryData(walletQueries.player().queryKey, player);
      setOpened(false);
    },
    onError: (err) => notify(errorText(err, walletErrorTexts), 'red'),
  });

  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<CurrencyIcon currency={value} />}
        onClick={() => {
          setChoice(value);
          setOpened(true);
        }}
        aria-label={t`Display currency: ${value}`}
        aria-haspopup="dialog"
      >
        {value}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Show balances in`}
        size="xs"
        centered
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
      >
        <Stack gap="sm">
          <Radio.Group value={choice} onChange={setChoice} aria-label={t`Currency`}>
            <Stack gap={6}>
              {PICKER_CURRENCIES.map((c) => (
                <Radio key={c} value={c} label={c} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate(choice)}>
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

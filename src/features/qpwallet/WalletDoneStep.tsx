import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { QpWalletActor } from '@machines/qpwallet.machine';
import type { BoundWallet } from '@schemas/wallets';
import { panelAddress } from '@/lib/address';
import { useParts } from './qpwallet.parts';
import { AddressCopy } from '@/components/AddressCopy';
import { MemberCardFace } from '@/components/MemberCardFace';
import { ButtonLink } from '@/components/router-links';

/** One bound wallet: chain, kind (the custodial one the registration created is the platform's) and address. */
function WalletRow({ wallet }: { wallet: BoundWallet }) {
  const { t, i18n } = useLingui();
  const { chainLabel, walletTypeLabel } = useParts();
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{i18n._(chainLabel[wallet.blockchain])}</Text>
        <Text size="xs" c="dimmed">
          {wallet.custodial ? t`Platform wallet` : i18n._(walletTypeLabel[wallet.walletType])}
        </Text>
      </Group>
      <AddressCopy address={wallet.walletAddress} shown={panelAddress(wallet.walletAddress)} />
    </Paper>
  );
}

/**
 * Step 3: the registration is complete; the membership card the merchant's QR issued, the
 * member's wallets (the new custodial one) and where to go next.
 */
export function WalletDoneStep({ actor }: { actor: QpWalletActor }) {
  const { t } = useLingui();
  const wallets = useSelector(actor, (s) => s.context.eform?.wallets ?? []);
  const card = useSelector(actor, (s) => s.context.eform?.card ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack mt="md">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck color="var(--mantine-color-teal-6)" aria-hidden />
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>Registration complete</Trans>
        </Title>
      </Group>
      {card && (
        <Stack gap="xs" component="section" aria-label={t`Your membership card`}>
          <Text fw={600}>
            <Trans>Your membership card</Trans>
          </Text>
          <MemberCardFace card={card} />
        </Stack>
      )}
      {wallets.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No wallet connected</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Your wallets`}>
          {wallets.map((w) => (
            <WalletRow key={`${w.blockchain}-${w.walletAddress}`} wallet={w} />
          ))}
        </Stack>
      )}
      <Group gap="xs">
        {card && (
          <Button renderRoot={(p) => <Link to="/memberCard" search={{ id: card.id }} {...p} />}>
            <Trans>Open my card</Trans>
          </Button>
        )}
        <ButtonLink to="/wallet" variant={card ? 'light' : 'filled'}>
          <Trans>Open my wallet</Trans>
        </ButtonLink>
        <ButtonLink to="/home" variant="default">
          <Trans>Go to home</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  );
}

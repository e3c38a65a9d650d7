import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WalletType } from '@schemas/wallets';
import { walletStepQueries } from './wallet-step.queries';
import { AnchorLink } from '@/components/router-links';

type Send = (e: { type: 'step.confirm' | 'step.cancel' }) => void;

/** Spec §5: the custodial wallet needs a bound e-mail (or mobile where phone registration is on). */
export function BindEmailFirst() {
  return (
    <Alert color="yellow" icon={<IconMail aria-hidden />} role="alert" data-testid="bind-email-first">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Please bind your e-mail first.</Trans>
        </Text>
        <AnchorLink to="/userAccount" size="sm">
          <Trans>Go to account settings</Trans>
        </AnchorLink>
      </Stack>
    </Alert>
  );
}

/**
 * The custodial wallet step: what OWN (the product's wallet) or CUSTONOMY is, the contact rule checked
 * before the server does, then confirm.
 */
export function CustodialConfirm({ walletType, send }: { walletType: WalletType | null; send: Send }) {
  const contact = useQuery(walletStepQueries.contact());
  const missing = contact.data ? !contact.data.email && !contact.data.mobile : false;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconShieldLock size={28} aria-hidden />
        <Text>
          {walletType === 'CUSTONOMY' ? (
            <Trans>
              Custonomy keeps a wallet for you: no browser extension is needed. Its window opens to finish the
              binding.
            </Trans>
          ) : (
            <Trans>
              The platform creates a wallet for you and keeps its keys encrypted. No browser extension is
              needed, and you can withdraw to your own wallet later.
            </Trans>
          )}
        </Text>
      </Group>
      {missing && <BindEmailFirst />}
      <Group>
        <Button onClick={() => send({ type: 'step.confirm' })} disabled={missing || contact.isPending}>
          <Trans>Create and bind my wallet</Trans>
        </Button>
        <Button variant="default" onClick={() => send({ type: 'step.cancel' })}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

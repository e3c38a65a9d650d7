import { Trans } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { LoginFirst } from '@/features/wallet-step/LoginFirst';
import { useLoggedIn } from '@/lib/use-session';
import { WalletStepPage } from '@/features/wallet-step/WalletStepPage';

/**
 * Spec §2 custonomy (`?ref=`): the custodial wallet step (the product's own wallet or Custonomy), opened in
 * a new window by wallet connect; logged out it asks to log in and comes back.
 */
export default function Screen() {
  const { ref } = useSearch({ from: '/custonomy' });
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <LoginFirst />;
  if (!ref)
    return (
      <Container size="xs" py="xl">
        <Alert color="red" role="alert">
          <Trans>This wallet link is incomplete. Close this window and start again from your wallet.</Trans>
        </Alert>
      </Container>
    );
  return <WalletStepPage stepRef={ref} />;
}

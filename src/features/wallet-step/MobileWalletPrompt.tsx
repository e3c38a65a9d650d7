import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceMobile, IconExternalLink } from '@tabler/icons-react';
import { hasInjectedWallet } from '@/lib/eip6963';

/** A phone: a mobile user agent, or a coarse pointer on a small screen. */
export function isPhone(): boolean {
  if (typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent))
    return true;
  return window.matchMedia?.('(pointer: coarse)').matches === true && window.innerWidth < 768;
}

/** Spec §2: on a phone outside a wallet browser, transaction screens explain how to get inside one. */
export function needsWalletBrowser(): boolean {
  return isPhone() && !hasInjectedWallet();
}

/** Links that open this very page inside the wallet app's own browser. */
export function walletAppLinks(loc: Location = window.location) {
  return {
    metamask: `https://metamask.app.link/dapp/${loc.host}${loc.pathname}${loc.hash}`,
    okx: `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(loc.href)}`,
  };
}

/**
 * How to open the site inside a wallet app (MetaMask, OKX) on a phone, with deep links and a copy-link
 * button. Shown by the wallet step; other transaction screens (buy, transfer) may show it too.
 */
export function MobileWalletPrompt() {
  const { t } = useLingui();
  const links = walletAppLinks();
  return (
    <Alert
      color="blue"
      icon={<IconDeviceMobile aria-hidden />}
      title={<Trans>Open this page in your wallet app</Trans>}
      role="region"
      aria-label={t`Open in a wallet app`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Transactions on a phone need the browser inside your wallet app.</Trans>
        </Text>
        <List size="sm" type="ordered">
          <List.Item>
            <Trans>Open the MetaMask or OKX Wallet app.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Go to its browser (MetaMask: the Browser tab; OKX: Discover).</Trans>
          </List.Item>
          <List.Item>
            <Trans>Paste this page's link and continue there.</Trans>
          </List.Item>
        </List>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={links.metamask}
            size="xs"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            <Trans>Open in MetaMask</Trans>
          </Button>
          <Button
            component="a"
            href={links.okx}
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            <Trans>Open in OKX Wallet</Trans>
          </Button>
          <CopyButton value={window.location.href}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? t`Link copied` : t`Copy link`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

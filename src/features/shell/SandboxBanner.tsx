import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import type { SandboxId } from '@schemas/sandboxes';
import { INTL_TAG, isLocale } from '@/lib/locale';
import { sandboxQueries } from './sandbox.queries';

const PAYMENTS = msg`payments`;
/**
 * What each sandbox stands in for, as the banner names it: short, so a phone shows two lines at most. The five
 * payment sandboxes (cards, Stripe, Mastercard, BYON, Spiral) are named once, as payments.
 */
const SANDBOX_NAMES: Record<SandboxId, MessageDescriptor> = {
  google: msg`Google sign-in`,
  devMailbox: msg`dev mailbox`,
  custonomy: msg`CUSTONOMY`,
  rates: msg`exchange rates`,
  card: PAYMENTS,
  stripe: PAYMENTS,
  mastercard: PAYMENTS,
  byon: PAYMENTS,
  spiral: PAYMENTS,
  superAdmin: msg`super admin`,
};

/**
 * Says on every page that test stand-ins are running (server/sandboxes): nothing done here is real. Last in the
 * page, under the footer and in the page's flow: it never covers content, a price or a phone's Buy bar (it was
 * sticky at the window's bottom), and arriving after the first paint it moves nothing above it.
 * Shows nothing while the server answers none.
 */
export function SandboxBanner() {
  const { t, i18n } = useLingui();
  // A query's answer is a store update, which React renders at once: from a deferred copy the banner renders
  // between the browser's frames instead of inside the first screen's tasks.
  const { data } = useDeferredValue(useQuery(sandboxQueries.list()));
  // One entry per name: the payment sandboxes share theirs.
  const ids = (data?.sandboxes ?? []).filter(
    (id, i, all) => all.findIndex((o) => SANDBOX_NAMES[o] === SANDBOX_NAMES[id]) === i,
  );
  if (ids.length === 0) return null;

  const names = ids.map((id) => i18n._(SANDBOX_NAMES[id]));
  const tag = isLocale(i18n.locale) ? INTL_TAG[i18n.locale] : 'en-US';
  let element = 0;
  const list: ReactNode = new Intl.ListFormat(tag, { style: 'short' }).formatToParts(names).map((part, i) => {
    if (part.type !== 'element') return <Fragment key={i}>{part.value}</Fragment>;
    const id = ids[element++];
    return id === 'devMailbox' ? (
      <Anchor
        key={i}
        inherit
        c="inherit"
        underline="always"
        renderRoot={(p) => <Link to="/devMailbox" {...p} />}
      >
        {part.value}
      </Anchor>
    ) : (
      <Fragment key={i}>{part.value}</Fragment>
    );
  });

  return (
    <Box
      role="status"
      aria-label={t`Sandbox mode`}
      data-testid="sandbox-banner"
      px="sm"
      py={4}
      style={{
        background: 'var(--mantine-color-yellow-2)',
        color: 'var(--mantine-color-black)',
        borderTop: '1px solid var(--mantine-color-yellow-6)',
      }}
    >
      <Text size="xs" ta="center" lh={1.4} c="inherit">
        <strong>
          <Trans>Sandbox mode</Trans>
        </strong>
        {' · '}
        <Trans>Not real: {list}</Trans>
      </Text>
    </Box>
  );
}

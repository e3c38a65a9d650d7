import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingStore,
  IconCards,
  IconClipboardCheck,
  IconCreditCard,
  IconExternalLink,
  IconHeadset,
  IconLogout,
  IconPhoto,
  IconQrcode,
  IconReceipt,
  IconRocket,
  IconShieldLock,
  IconTicket,
  IconUser,
  IconUserCog,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Code } from '@schemas/codes';
import { codeOf, errorText } from '@/lib/error-text';
import { couponSiteUrl, features } from '@/lib/flags';
import { session } from '@/lib/session';
import { signOut } from './members.actors';
import { useMe } from './members.hooks';
import { memberQueries } from './members.queries';
import { notify } from '@/lib/notify';
import { MenuItemLink } from '@/components/MenuItemLink';

/** Spec §9: logout returns home after a 1 second delay. */
export const LOGOUT_REDIRECT_MS = 1000;

/** The menu target follows spec §4 "User info load": loading, name, no profile (404), or reload with code. */
function MemberLabel() {
  const me = useMe();
  // The button is named "Profile menu" already; the spinner only shows that the name is on its way.
  if (me.isPending) return <Loader size="xs" aria-hidden />;
  if (me.data) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Avatar src={me.data.displayImage1} alt="" size="sm" radius="xl" style={{ flex: 'none' }} aria-hidden>
          {me.data.name.slice(0, 1).toUpperCase()}
        </Avatar>
        {/* Avatar only from lg to xl: there the header bar also holds the menus (e2e/header-fit.spec.ts). */}
        <Text
          size="sm"
          truncate
          maw={{ base: 100, xl: 160 }}
          display={{ base: 'block', lg: 'none', xl: 'block' }}
        >
          {me.data.name}
        </Text>
      </Group>
    );
  }
  const code = codeOf(me.error);
  if (code === Code.NOT_FOUND) return <Trans>No profile</Trans>;
  return <Trans>Reload [{code}]</Trans>;
}

/**
 * The header's profile menu for a logged-in member (spec §2); a visitor gets LoginLink instead, and the header
 * loads this module only for a member (ProfileSlot, src/routes/layout-parts.tsx).
 */
export function MemberMenu() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const me = useMe();

  // The detail call tolerates 401 (spec §4): an ended session simply turns the menu back into the login link.
  const expired = me.error && codeOf(me.error) === Code.UNAUTHORIZED;
  useEffect(() => {
    if (!expired) return;
    session.clear();
    queryClient.removeQueries({ queryKey: memberQueries.all() });
  }, [expired, queryClient]);

  async function onSignOut() {
    const needsLogin = () =>
      router.state.matches.some((m) => (m.staticData as { auth?: boolean } | undefined)?.auth === true);
    // On the route of the click, or the one it settles on (a click can come while the route still loads).
    const clickedOnGuardedPage = needsLogin();
    try {
      await signOut(queryClient);
      notify(t`You have signed out.`);
    } catch (err) {
      notify(errorText(err), 'red');
    }
    setTimeout(() => {
      if (clickedOnGuardedPage || needsLogin()) window.location.reload();
      else void router.navigate({ to: '/home' });
    }, LOGOUT_REDIRECT_MS);
  }

  const failed = me.isError && !expired;
  // Spec §6: COUPON merchants (the member's e-mail is the merchant's) see the coupon entry, PMS ones the e-shop.
  // Only business accounts (member type B2B, which registering a business makes) are asked: for anyone else
  // the answer is 404, kept as empty, and each page load would log it.
  const business = me.data?.memberType === 'B2B';
  const coupon = useQuery({ ...memberQueries.merchant('COUPON'), enabled: business });
  const pms = useQuery({ ...memberQueries.merchant('PMS'), enabled: business });
  const isAdmin = Boolean(me.data?.memberLite.permiTagValues.includes('ADMIN'));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          onClick={failed ? () => void me.refetch() : undefined}
          px="xs"
          // May narrow in a full header bar (a phone): the name then ends in an ellipsis instead of overlapping.
          miw={0}
        >
          {/* Named "Profile menu" and then what it shows (the member's name), so speech matches sight. */}
          <VisuallyHidden>{t`Profile menu`}</VisuallyHidden>
          <MemberLabel />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink to="/getstart" leftSection={<IconRocket size={16} />}>
          <Trans>Get started</Trans>
        </MenuItemLink>
        <Menu.Item
          renderRoot={(p) => <Link to="/author" search={{ type: 'own' }} {...p} />}
          leftSection={<IconPhoto size={16} />}
        >
          <Trans>My NFTs</Trans>
        </Menu.Item>
        <MenuItemLink to="/wallet" leftSection={<IconWallet size={16} />}>
          <Trans>My wallet</Trans>
        </MenuItemLink>
        <MenuItemLink to="/orders" leftSection={<IconReceipt size={16} />}>
          <Trans>My orders</Trans>
        </MenuItemLink>
        {me.data?.memberLite.permiTagValues.includes('SUPPORT') && (
          <MenuItemLink to="/support" leftSection={<IconHeadset size={16} />}>
            <Trans>Customer service</Trans>
          </MenuItemLink>
        )}
        {coupon.data && (
          <MenuItemLink to="/merchantLoyalty" leftSection={<IconTicket size={16} />}>
            <Trans>Issue e-coupons</Trans>
          </MenuItemLink>
        )}
        {pms.data && (
          <MenuItemLink to="/pmsorder" leftSection={<IconBuildingStore size={16} />}>
            <Trans>E-shop orders</Trans>
          </MenuItemLink>
        )}
        {(coupon.data || pms.data) && (
          <MenuItemLink to="/pricing" leftSection={<IconCreditCard size={16} />}>
            <Trans>Merchant plan</Trans>
          </MenuItemLink>
        )}
        {isAdmin && (
          <MenuItemLink to="/merchantReview" leftSection={<IconClipboardCheck size={16} />}>
            <Trans>Merchant applications</Trans>
          </MenuItemLink>
        )}
        {isAdmin && (
          <MenuItemLink to="/superAdmin" leftSection={<IconShieldLock size={16} />}>
            <Trans>Super admin</Trans>
          </MenuItemLink>
        )}
        {/* Spec §2: the e-coupons open an external coupon site when one is configured, else our own page. */}
        {couponSiteUrl ? (
          <Menu.Item
            component="a"
            href={couponSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
          >
            <Trans>My e-coupons</Trans>
          </Menu.Item>
        ) : (
          <MenuItemLink to="/myCoupons" leftSection={<IconTicket size={16} />}>
            <Trans>My e-coupons</Trans>
          </MenuItemLink>
        )}
        <MenuItemLink to="/memberCard" leftSection={<IconCards size={16} />}>
          <Trans>My member cards</Trans>
        </MenuItemLink>
        <MenuItemLink to="/myTickets" leftSection={<IconQrcode size={16} />}>
          <Trans>My tickets</Trans>
        </MenuItemLink>
        <MenuItemLink to="/profile" leftSection={<IconUser size={16} />}>
          <Trans>My profile</Trans>
        </MenuItemLink>
        {features.isOpenThidLogin && (
          <MenuItemLink to="/userAccount" leftSection={<IconUserCog size={16} />}>
            <Trans>Account</Trans>
          </MenuItemLink>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void onSignOut()}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { WhenNear } from '@/components/WhenNear';
import { LoginLink } from '@/features/shell/LoginLink';
import { guestLines, subscribeGuestCart } from '@/features/orders/guest-cart';
import { idle } from '@/lib/when-idle';
import { useLoggedIn } from '@/lib/use-session';

// The header's and footer's parts from the members, notifications, orders, wallet and newsletter features, in
// one chunk that the root layout loads right after the first paint. A visitor's page gets the login link from it
// and nothing more: the member's menu, bell, balance and cart (and a visitor's cart while it is empty) are
// fetched only when someone is logged in, the newsletter sign-up only as the footer nears the viewport
// (bench/README.md, twentieth session: ~450 fewer main-thread tasks on a visitor's page load).
const MemberMenu = lazyNamed(() => import('@/features/members/MemberMenu'), 'MemberMenu', ['members']);
const NotificationBell = lazyNamed(
  () => import('@/features/notifications/NotificationBell'),
  'NotificationBell',
  ['notifications'],
);
const HeaderBalance = lazyNamed(() => import('@/features/wallet/HeaderBalance'), 'HeaderBalance', ['wallet']);
const CartLink = lazyNamed(() => import('@/features/orders/CartLink'), 'CartLink', ['orders']);
// Far below the first screen on a phone: loaded once its place nears the viewport and the page is idle.
const NewsletterForm = lazyNamed(
  () => idle().then(() => import('@/features/newsletter/NewsletterForm')),
  'NewsletterForm',
  ['newsletter'],
);

/** `children` for a logged-in member, `visitor` (nothing by default) for everyone else. */
function ForMembers({ children, visitor = null }: { children: ReactNode; visitor?: ReactNode }) {
  return useLoggedIn() ? children : visitor;
}

/** A member's part, shown (and fetched) only while a member is logged in; `visitor` for everyone else. */
function memberPart(Part: ComponentType, visitor: ReactNode = null) {
  return function MemberPart() {
    return (
      <ForMembers visitor={visitor}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ForMembers>
    );
  };
}

/** The member's profile menu, or the login link (also once a member's session has ended). */
export const ProfileSlot = memberPart(MemberMenu, <LoginLink />);

/** The member's notification bell. */
export const BellSlot = memberPart(NotificationBell);

/** The member's wallet balance beside the wallet button. */
export const BalanceSlot = memberPart(HeaderBalance);

/** The cart link for a member, and for a visitor once the cart holds something (CartLink shows nothing before). */
export function CartSlot() {
  const guestHasLines = useSyncExternalStore(subscribeGuestCart, () => guestLines().length > 0);
  const cart = (
    <Suspense fallback={null}>
      <CartLink />
    </Suspense>
  );
  return <ForMembers visitor={guestHasLines ? cart : null}>{cart}</ForMembers>;
}

/** The footer's newsletter sign-up, once the footer nears the viewport. */
export function NewsletterSlot() {
  return (
    <WhenNear>
      <Suspense fallback={null}>
        <NewsletterForm />
      </Suspense>
    </WhenNear>
  );
}

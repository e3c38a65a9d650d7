import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { idle } from '@/lib/when-idle';
import { AppLayout } from '@/features/shell/AppLayout';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { PageTransition } from '@/features/shell/PageTransition';
import { ChunkErrorTest } from '@/features/shell/RouteError';
import { isChunkLoadError } from './lazy-screen';

// Not needed for the first paint: loaded right after it (bench/README.md, initial JS budget). The header's and
// footer's parts from features come in one chunk (./layout-parts): a visitor's page gets the login link of them,
// and the newsletter sign-up as the footer nears the viewport.
const layoutParts = () => import('./layout-parts');
const ProfileSlot = lazyNamed(layoutParts, 'ProfileSlot');
const BellSlot = lazyNamed(layoutParts, 'BellSlot');
const BalanceSlot = lazyNamed(layoutParts, 'BalanceSlot');
const CartSlot = lazyNamed(layoutParts, 'CartSlot');
const NewsletterSlot = lazyNamed(layoutParts, 'NewsletterSlot');
const WalletPanelContent = lazyNamed(
  () => import('@/features/wallet/WalletPanelContent'),
  'WalletPanelContent',
  ['wallet'],
);
const DocumentMeta = lazyNamed(() => import('@/features/seo/DocumentMeta'), 'DocumentMeta', ['seo']);

/** Records a page_view (spec §3) each time the page's path changes. */
function usePageViews() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The tracker loads in idle time, not among the first screen's tasks; its machine later (page-views.ts).
  useEffect(() => {
    void idle()
      .then(() => import('@/features/usage/page-views'))
      .then((u) => u.trackPageView(pathname));
  }, [pathname]);
}

/** The wallet feature's panel content and header balance, loaded after the first paint. */
const wallet = {
  panel: (close: () => void) => (
    <Suspense fallback={null}>
      <WalletPanelContent onNavigate={close} />
    </Suspense>
  ),
  balance: (
    <Suspense fallback={null}>
      <BalanceSlot />
    </Suspense>
  ),
};

/**
 * The root route's component: composes the shell with the members' profile menu and the newsletter form
 * (features do not import each other), slides pages by navigation direction, tracks page views and keeps
 * the meta description in the interface language.
 */
export function RootLayout() {
  usePageViews();
  return (
    <ChunkErrorTest.Provider value={isChunkLoadError}>
      <AppLayout
        header={
          <Header
            cart={
              <Suspense fallback={null}>
                <CartSlot />
              </Suspense>
            }
            profileMenu={
              <Suspense fallback={null}>
                <ProfileSlot />
              </Suspense>
            }
            notifications={
              <Suspense fallback={null}>
                <BellSlot />
              </Suspense>
            }
            wallet={wallet}
          />
        }
        footer={
          <Footer
            newsletter={
              <Suspense fallback={null}>
                <NewsletterSlot />
              </Suspense>
            }
          />
        }
      >
        <PageTransition>
          <Outlet />
        </PageTransition>
        <Suspense fallback={null}>
          <DocumentMeta />
        </Suspense>
      </AppLayout>
    </ChunkErrorTest.Provider>
  );
}

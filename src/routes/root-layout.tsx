import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ProfileMenu } from '@/features/members/ProfileMenu';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { AppLayout } from '@/features/shell/AppLayout';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { PageTransition } from '@/features/shell/PageTransition';
import { ChunkErrorTest } from '@/features/shell/RouteError';
import { trackEvent } from '@/features/usage/usage';
import { isChunkLoadError } from './lazy-screen';

/** Records a page_view (spec §3) each time the page's path changes. */
function usePageViews() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    trackEvent('page_view', 'path', pathname);
  }, [pathname]);
}

/**
 * The root route's component: composes the shell with the members' profile menu and the newsletter form
 * (features do not import each other), slides pages by navigation direction and tracks page views.
 */
export function RootLayout() {
  usePageViews();
  return (
    <ChunkErrorTest.Provider value={isChunkLoadError}>
      <AppLayout
        header={<Header profileMenu={<ProfileMenu />} />}
        footer={<Footer newsletter={<NewsletterForm />} />}
      >
        <PageTransition>
          <Outlet />
        </PageTransition>
      </AppLayout>
    </ChunkErrorTest.Provider>
  );
}

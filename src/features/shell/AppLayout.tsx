import { Trans } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { idle } from '@/lib/when-idle';

// Shown only while test stand-ins run, last in the page and in its flow: it never covers content
// nor moves the first screen when it arrives (e2e/first-screen.spec.ts).
// Its chunk and request wait until the page is idle.
const SandboxBanner = lazyNamed(() => idle().then(() => import('./SandboxBanner')), 'SandboxBanner');

export const HEADER_HEIGHT = 64;

/** Hash routing owns the URL fragment, so the skip link moves focus itself instead of using #main. */
function SkipLink() {
  return (
    <button
      type="button"
      className="skip-link"
      onClick={() => document.getElementById('main-content')?.focus()}
    >
      <Trans>Skip to main content</Trans>
    </button>
  );
}

/**
 * Header, page and footer around every route, as landmarks (header, main, footer), and the sandbox banner
 * while test stand-ins run. The root layout passes the composed header and footer so features never import
 * each other.
 */
export function AppLayout({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="app-shell">
      <SkipLink />
      {/* Plain elements, not Mantine's AppShell: its media-query variables and the react-remove-scroll
          import behind its header were ~7 KiB gzip of the entry for a fixed bar (app.css). The class name
          is react-remove-scroll-bar's zeroRight: a drawer or modal that locks scrolling shifts the fixed bar
          by the scrollbar's width, as AppShell's offsetScrollbars did. */}
      <header className="app-header right-scroll-bar-position">{header}</header>
      <main id="main-content" tabIndex={-1} className="app-main">
        {/* One page width and side margin for every screen; pages never touch the screen edge. */}
        <Box maw={1360} mx="auto" px={{ base: 'sm', sm: 'md', lg: 'xl' }} pt="md" pb="xl">
          {children}
        </Box>
      </main>
      <Box component="footer" className="site-footer">
        {footer}
      </Box>
      <Suspense fallback={null}>
        <SandboxBanner />
      </Suspense>
    </div>
  );
}

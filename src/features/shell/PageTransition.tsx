import { useRouterState } from '@tanstack/react-router';
import { useDeferredValue, useState, type ReactNode } from 'react';

export type Direction = 'forward' | 'back' | 'none';

/** Direction of a move between two history indexes (spec §2 slide transitions). */
export function directionOf(previous: number | undefined, next: number | undefined): Direction {
  if (previous === undefined || next === undefined || previous === next) return 'none';
  return next > previous ? 'forward' : 'back';
}

/**
 * Wraps the page in a slide keyed by pathname: forward navigation slides in from the right, back from the
 * left (classes in app.css; reduced motion turns them off). The history index TanStack keeps in each
 * entry's state (`__TSR_index`) tells the two apart, so browser back/forward buttons are recognised too.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  // The resolved location, not the pending one: the page being left must not remount (and re-run its
  // effects) under the next page's key while the next route is still loading.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const index = useRouterState({
    select: (s) => ((s.resolvedLocation ?? s.location).state as { __TSR_index?: number }).__TSR_index,
  });
  const [seen, setSeen] = useState<{ pathname: string; index?: number; direction: Direction }>({
    pathname,
    index,
    direction: 'none',
  });
  // Derived from the previous location while rendering (React's "adjust state on prop change" pattern).
  if (seen.pathname !== pathname) {
    setSeen({ pathname, index, direction: directionOf(seen.index, index) });
  }
  const direction = seen.pathname === pathname ? seen.direction : directionOf(seen.index, index);
  const className = direction === 'forward' ? 'page-forward' : direction === 'back' ? 'page-back' : undefined;
  // The slide moves the page 24 px sideways; clipping (not hiding: no scroll container, sticky still works)
  // keeps that from ever widening a phone screen.
  return (
    <div style={{ overflowX: 'clip' }}>
      <div key={pathname} className={className} data-direction={direction}>
        <DeferredMount>{children}</DeferredMount>
      </div>
    </div>
  );
}

/**
 * Mounts a page in a background (concurrent) render instead of the router's synchronous one: TanStack
 * Router and Query publish through useSyncExternalStore, whose updates React renders in one blocking task,
 * and a whole page mounting that way was the longest task of a first load on a phone (hundreds of ms at 4×
 * CPU slowdown, bench/README.md). The first commit holds the place (nothing for a frame); the page follows
 * in slices that leave the main thread free between them.
 */
function DeferredMount({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}

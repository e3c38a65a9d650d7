import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen is narrower than Mantine's breakpoint at `em` (lg 75, md 62). What CSS hides below it is
 * not rendered there either: on a phone the desktop menus, search and language switch, or explore's folded
 * filters, cost their chunks and their render on the first screen's main thread, for nothing shown. Read at
 * once, so a desktop never renders without them; where no query matches (the UI tests' stand-in for
 * matchMedia) the screen counts as wide.
 */
export function useNarrowerThan(em: number) {
  // Not Mantine's useMediaQuery: that would bring @mantine/hooks' media code into every first screen's JS.
  const query = `(max-width: ${em - 0.01}em)`;
  const subscribe = useCallback(
    (change: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

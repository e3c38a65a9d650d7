import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long page's parts to mount, one more per task: 1 at first, then each commit schedules the
 * next part until all `parts` are in. React renders a transition in slices, but commits it in one task (the
 * DOM of every field, its style and layout): checkout step 1's whole form was the longest task of its first
 * load on a phone. Parts mount in document order, so what is on screen never moves (a part appears below the
 * last one, and the page's min-height keeps the footer out of sight meanwhile).
 */
export function useStagedMount(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, parts]);
  return shown;
}

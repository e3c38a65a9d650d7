import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((e: InspectionEvent) => void);
let inspect: Inspect | undefined;

/** QA's switch: the inspector runs in development, and in any build whose URL carries `inspect=1`. */
export function inspectorWanted(loc: Location = window.location): boolean {
  return import.meta.env.DEV || /[?&]inspect=1\b/.test(loc.search + loc.hash);
}

/** Opens the Stately inspector window before the app renders, so every machine is connected from its start. */
export async function startInspector() {
  if (!inspectorWanted()) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector({ autoStart: true }).inspect;
}

/** The `inspect` option every machine is started with (see `useFlow`). */
export const inspectOption = () => (inspect ? { inspect } : {});

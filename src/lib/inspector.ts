import type { InspectionEvent } from 'xstate';

/**
 * QA's switch (README "Inspecting flows"): `inspect=1` shows the in-page inspector panel, `inspect=stately` also
 * opens the Stately inspector window at start-up. In development the panel is always on.
 */
export type InspectMode = 'panel' | 'stately';

export function inspectMode(loc: Location = window.location): InspectMode | null {
  const asked = /[?&]inspect=(1|stately)\b/.exec(loc.search + loc.hash)?.[1];
  if (asked) return asked === 'stately' ? 'stately' : 'panel';
  return import.meta.env.DEV ? 'panel' : null;
}

let inspect: ((e: InspectionEvent) => void) | undefined;

/**
 * Connects the inspection store before the app renders, so every machine is recorded from its start. Its code
 * loads only in inspect mode: the first screen's JS does not carry it (bench/initial-js.mjs).
 */
export async function startInspector() {
  const mode = inspectMode();
  if (!mode) return;
  const { inspectionStore } = await import('./inspection-store');
  inspect = inspectionStore.record;
  if (mode === 'stately') await import('./stately-inspector').then((m) => m.openStatelyInspector());
}

/** The `inspect` option every machine is started with (see `useFlow`). */
export const inspectOption = () => (inspect ? { inspect } : {});

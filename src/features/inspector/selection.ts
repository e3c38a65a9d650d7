import type { ActorRecord } from '@/lib/inspection-store';

/** The actor QA picked in the list. Its machine's name outlives the actor: kept for the tab's later pages. */
export type Choice = { sessionId?: string; name: string } | null;

const KEY = 'inspector.machine';

export function savedChoice(): Choice {
  try {
    const name = sessionStorage.getItem(KEY);
    return name ? { name } : null;
  } catch {
    return null;
  }
}

export function saveChoice(choice: NonNullable<Choice>) {
  try {
    sessionStorage.setItem(KEY, choice.name);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

const running = (r: ActorRecord) => r.status === 'active';

/**
 * The actor the panel shows: the one chosen while it runs; else the newest running actor of the same machine
 * (the flow started again, on this page or after a reload), else the chosen one as it ended; with no choice,
 * the running actor started last.
 */
export function pickRecord(records: readonly ActorRecord[], choice: Choice): ActorRecord | undefined {
  const newestFirst = [...records].reverse();
  const exact = choice?.sessionId ? records.find((r) => r.sessionId === choice.sessionId) : undefined;
  if (exact && running(exact)) return exact;
  const same = choice ? newestFirst.filter((r) => r.name === choice.name) : [];
  return same.find(running) ?? exact ?? same[0] ?? newestFirst.find(running) ?? newestFirst[0];
}

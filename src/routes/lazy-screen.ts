import type { RouteModule } from './route-module';

/** Spec §9: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|chunk timeout/i.test(
    text,
  );
}

/**
 * Loads a screen chunk with the spec's timeout and one retry after a short pause; a second failure is
 * left to the route's error screen, which retries the pending route (spec §2 "a failed chunk load retries").
 */
export async function loadScreen(load: () => Promise<RouteModule>, retries = 1): Promise<RouteModule> {
  for (let attempt = 0; ; attempt++) {
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('chunk timeout')), CHUNK_TIMEOUT_MS);
      });
      try {
        return await Promise.race([load(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    } catch (err) {
      if (attempt >= retries || !isChunkLoadError(err)) throw err;
      await new Promise((r) => setTimeout(r, 400));
    }
  }
}

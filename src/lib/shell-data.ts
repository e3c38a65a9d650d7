/**
 * index.html's shell data (`#shell-routes`), which scripts/vite-app-shell.ts fills at build: the built files,
 * each route's chunks beyond the entry's and each language's catalogs, by index into `files`. The shell uses
 * it to start the first screen; the app reads the same lists for later routes and languages, so the entry
 * does not carry a second copy. Empty on the dev server and in the tests, which import sources directly.
 */
type ShellData = {
  base: string;
  files: string[];
  routes: Record<string, number[]>;
  catalogs: Record<string, number>;
};

/** `scheduled`: preload links decided on but maybe not added yet (a later batch), so a second call does not ask twice. */
let read: { from: Element | null; data: Partial<ShellData>; scheduled: Set<string> } | undefined;
/** Parsed once per page (the element is the cache's key: a test's page brings its own). */
function shellData(): Partial<ShellData> {
  const from = document.getElementById('shell-routes');
  if (read?.from !== from) {
    read = {
      from,
      data: JSON.parse(from?.textContent || '{}') as Partial<ShellData>,
      scheduled: new Set(),
    };
  }
  return read.data;
}

const url = (d: Partial<ShellData>, index: number) => `${d.base ?? '/'}${d.files![index]}`;

/** The built catalog of a language (`en_JP/catalog`), or undefined without shell data. */
export function builtCatalogUrl(locale: string, name: string): string | undefined {
  const d = shellData();
  const index = d.catalogs?.[`${locale}/${name}`];
  return index === undefined ? undefined : url(d, index);
}

/** Preload links added per task: adding one costs about 2 ms of a phone's main thread (as the shell batches). */
const LINKS_PER_TASK = 3;

/**
 * Asks for a route's chunks at once (the build leaves Vite's preload lists out of every lazy import): the
 * screen's own imports then arrive together instead of one level of imports after another. A file already
 * asked for, by the shell for the first route or by an earlier call, is not asked for again. The links are
 * added a few per task, as the shell adds its own: checkout step 1's 60 links in one go were one long task on
 * a phone (800 ms at 4x CPU on a busy machine).
 */
export function preloadRoute(route: string) {
  const d = shellData();
  const scheduled = read!.scheduled;
  const wanted = d.routes?.[route];
  if (!wanted?.length) return;
  const asked = new Set(
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  );
  const hrefs = wanted
    .map((index) => url(d, index))
    .filter((href) => !asked.has(href) && !scheduled.has(href));
  for (const href of hrefs) scheduled.add(href);
  const batch = (from: number) => {
    for (const href of hrefs.slice(from, from + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    if (from + LINKS_PER_TASK < hrefs.length) setTimeout(batch, 0, from + LINKS_PER_TASK);
  };
  batch(0);
}

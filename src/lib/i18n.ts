import { i18n, type Messages } from '@lingui/core';
import { INTL_TAG, rememberLocale, type Locale } from './locale';
import { builtCatalogUrl } from './shell-data';

export { i18n };

type Catalog = { messages: Messages };

/**
 * Compiled catalogs, one chunk per language and catalog (lingui.config.ts): `messages` holds the shell's texts
 * and is loaded before the first render; each feature's catalog is loaded by the routes and lazy parts that
 * show it (`loadCatalogs`), so the first screen downloads only its own texts.
 *
 * A build names them once, in index.html's shell data (scripts/vite-app-shell.ts emits the chunks and lists
 * them there; the shell preloads the first screen's from it), and they are imported from there (shell-data.ts): a glob here
 * put a second table of all 145 file names, 2 KiB gzip, into the entry every page loads. The dev server and
 * the tests, which have no shell data, import the sources through the glob (left out of a build).
 */
const sources = import.meta.env.PROD ? undefined : import.meta.glob<Catalog>('../../locales/*/*.po');

function catalogFile(locale: Locale, name: string): (() => Promise<Catalog>) | undefined {
  if (sources) return sources[`../../locales/${locale}/${name}.po`];
  const url = builtCatalogUrl(locale, name);
  return url === undefined ? undefined : () => import(/* @vite-ignore */ url) as Promise<Catalog>;
}

/** The catalogs this page has needed so far; a language switch loads all of them in the new language. */
const wanted = new Set<string>(['messages']);
const loaded = new Set<string>();

async function loadInto(locale: Locale, names: Iterable<string>) {
  const todo = [...names].filter((n) => !loaded.has(`${locale}/${n}`));
  const catalogs = await Promise.all(
    todo.map((n) => {
      const file = catalogFile(locale, n);
      if (!file) throw new Error(`no catalog locales/${locale}/${n}.po`);
      return file();
    }),
  );
  // i18n.load merges into what the language already has.
  catalogs.forEach(({ messages }, i) => {
    i18n.load(locale, messages);
    loaded.add(`${locale}/${todo[i]}`);
  });
}

/**
 * Forgets the catalogs loaded and wanted, as a newly opened page has it. For the UI tests only, which run many
 * files in one process and load languages straight into Lingui, behind this module's back
 * (tests/support/ui-setup.ts).
 */
export function forgetCatalogs() {
  loaded.clear();
  wanted.clear();
  wanted.add('messages');
}

/** The language being loaded and activated, while it is (activateLocale). */
let activating: Promise<void> | undefined;

/** Loads feature catalogs (lingui.config.ts FEATURE_CATALOGS) in the active language before their UI renders. */
export async function loadCatalogs(names: readonly string[]) {
  for (const n of names) wanted.add(n);
  // A language on its way (the start-up's, or a switch) goes live with everything wanted, these included: wait
  // for it, then load in the language that is live (a no-op when the activation took them).
  if (activating) await activating.catch(() => undefined);
  const locale = i18n.locale as Locale;
  if (locale) await loadInto(locale, names);
}

/** Loads and activates a language, remembers it in the `nftLang` cookie and sets the document language. */
export async function activateLocale(locale: Locale, opts: { remember?: boolean } = {}) {
  const run = (async () => {
    // A catalog asked for while these load (a route opened during start-up or a switch) joins them, so the
    // language never goes live without it (the route would show message ids).
    while ([...wanted].some((n) => !loaded.has(`${locale}/${n}`))) await loadInto(locale, wanted);
    i18n.activate(locale, [INTL_TAG[locale]]);
    document.documentElement.lang = INTL_TAG[locale];
    if (opts.remember !== false) rememberLocale(locale);
  })();
  activating = run;
  try {
    await run;
  } finally {
    if (activating === run) activating = undefined;
  }
}

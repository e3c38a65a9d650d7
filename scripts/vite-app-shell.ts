// Vite plugin for index.html's app shell: at build, fills the `shell-routes` data block with what
// the shell's inline script needs to start the app: the entry chunk and the stylesheet (taken out of the
// page: the shell adds them, after the first screen's picture where it paints one), what each route's first
// render needs (its screen chunk with the static imports the entry lacks, and its locale catalogs, turned into
// modulepreload links for the route being opened), and the signing key of the SPA's appId (public by nature,
// DESIGN §4) for the first screen's one request. The shell adds the stylesheet as `media="print"
// data-deferred`, so it never holds back a paint; src/main.tsx applies it (media all) and waits for it before
// the app renders. It goes to the end of <head>, before the style tags Mantine renders later, which still win.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { SERVER_CATALOG } from '../lingui.config';
import { DEV_SIGNING_KEY } from '../server/schemas/signature';

/**
 * Route name → screen module and feature catalogs, read from the route table's sources (its areas,
 * src/routes/*.routes.ts; one `r(…)` each).
 */
function routesOf(root: string) {
  const dir = path.join(root, 'src/routes');
  const areas = readdirSync(dir).filter((f) => f.endsWith('.routes.ts'));
  return areas.flatMap((f) => routesIn(root, readFileSync(path.join(dir, f), 'utf8')));
}

/** The routes of one area's table (`export const …Routes = [ … ];`). */
function routesIn(root: string, table: string) {
  const starts = [...table.matchAll(/\n {2}r\('(\w+)', \(\) => import\('\.\/screens\/([\w-]+)'\)/g)];
  return starts.map((m, i) => {
    const body = table.slice(m.index, starts[i + 1]?.index ?? table.indexOf('\n];', m.index));
    const list = /catalogs: \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    return {
      name: m[1]!,
      screen: path.join(root, `src/routes/screens/${m[2]}.tsx`),
      catalogs: [...list.matchAll(/'([\w-]+)'/g)].map((c) => c[1]!),
    };
  });
}

const isCatalog = (c: OutputChunk) =>
  c.facadeModuleId && /locales\/(\w+)\/([\w-]+)\.po$/.exec(c.facadeModuleId);

export function appShell(): Plugin {
  let root = process.cwd();
  let key = DEV_SIGNING_KEY;
  return {
    name: 'app-shell',
    apply: 'build',
    // No lazy import carries Vite's preload list (its `__vite__mapDeps` table in the entry; stylesheets are
    // kept, Vite adds them after this). A route screen's list is in the shell data (`routes`), read when the
    // app opens the route (src/lib/shell-data.ts preloadRoute). Other lazy parts (the header's menus, the
    // wallet panel) load their imports as the browser finds them: on a phone each preload link cost about
    // 2 ms inside the first render's slices (their lists named 60 files on home), and these parts are not the
    // first screen's content.
    config: () => ({
      build: { modulePreload: { resolveDependencies: () => [] } },
    }),
    configResolved(config) {
      root = config.root;
      key = (config.env.VITE_APP_SIGNING_KEY as string | undefined) || DEV_SIGNING_KEY;
    },
    // Every language's catalogs, each a chunk of its own: the app imports them by the names the shell data
    // lists (src/lib/i18n.ts), so nothing in the bundle imports them and they are emitted here. The server's
    // catalog (mail texts) is the server's alone.
    buildStart() {
      const dir = path.join(root, 'locales');
      for (const locale of readdirSync(dir)) {
        for (const file of readdirSync(path.join(dir, locale))) {
          if (!file.endsWith('.po') || file === `${SERVER_CATALOG}.po`) continue;
          this.emitFile({ type: 'chunk', id: path.join(dir, locale, file), preserveSignature: 'strict' });
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[]) => {
          const seen = new Set<string>();
          const todo = [...start];
          while (todo.length) {
            const f = todo.pop()!;
            if (seen.has(f) || !byFile.has(f)) continue;
            seen.add(f);
            todo.push(...byFile.get(f)!.imports);
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry && !isCatalog(c));
        const loadedByEntry = closure(entry ? [entry.fileName] : []);
        const files: string[] = [];
        const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
        const routes: Record<string, number[]> = {};
        const catalogsOf: Record<string, string[]> = {};
        for (const r of routesOf(root)) {
          const screen = chunks.find((c) => c.facadeModuleId === r.screen);
          if (!screen) continue;
          routes[r.name] = [...closure([screen.fileName])].filter((f) => !loadedByEntry.has(f)).map(index);
          catalogsOf[r.name] = r.catalogs;
        }
        const catalogs: Record<string, number> = {};
        for (const c of chunks) {
          const m = isCatalog(c);
          if (m) catalogs[`${m[1]}/${m[2]}`] = index(c.fileName);
        }
        const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)].map(
          (m) => m[1]!,
        );
        if (!entry) throw new Error('app-shell: the build has no entry chunk');
        // The entry's own static imports (Vite's modulepreload links, taken out with the entry).
        const shared = [...loadedByEntry].filter((f) => f !== entry.fileName).map(index);
        // The Intl warm-up worker (src/lib/intl-warmup.ts), started by the shell before the entry downloads.
        const intl = Object.values(bundle).find(
          (c) => c.type === 'asset' && /(^|\/)intl-warmup\.worker-[\w-]+\.js$/.test(c.fileName),
        )?.fileName;
        const data = {
          base: '/',
          entry: entry.fileName,
          intl,
          shared,
          css,
          key,
          files,
          routes,
          catalogsOf,
          catalogs,
        };
        return html
          .replace(/<script type="application\/json" id="shell-routes">[^<]*<\/script>/, () => {
            // `<` escaped: the key comes from the environment and must not end the script element.
            const json = JSON.stringify(data).replace(/</g, '\\u003c');
            return `<script type="application/json" id="shell-routes">${json}</script>`;
          })
          .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '');
      },
    },
  };
}

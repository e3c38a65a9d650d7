// Vite plugin for index.html's app shell (issue 12): at build, fills the `shell-routes` data block with what
// each route's first render needs (its screen chunk with the static imports the entry lacks, and its locale
// catalogs), which the shell's inline script turns into modulepreload links for the route being opened; and
// marks the stylesheet `media="print" data-deferred`, so it downloads without holding back the shell's first
// paint; src/main.tsx applies it (media all) and waits for it before the app renders. It stays in <head>, so
// the style tags Mantine renders later still come after it and win (theme colours, contrast fixes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Route name → screen module and feature catalogs, read from the route table's source (one `r(…)` each). */
function routesOf(root: string) {
  const table = readFileSync(path.join(root, 'src/routes/route-table.ts'), 'utf8');
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

export function appShell(): Plugin {
  let root = process.cwd();
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
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
        const entry = chunks.find((c) => c.isEntry);
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
          const m = c.facadeModuleId && /locales\/(\w+)\/([\w-]+)\.po$/.exec(c.facadeModuleId);
          if (m) catalogs[`${m[1]}/${m[2]}`] = index(c.fileName);
        }
        const data = JSON.stringify({ base: '/', files, routes, catalogsOf, catalogs });
        return html
          .replace(/<script type="application\/json" id="shell-routes">[^<]*<\/script>/, () => {
            return `<script type="application/json" id="shell-routes">${data}</script>`;
          })
          .replace(
            /<link rel="stylesheet"([^>]*)>/g,
            '<link rel="stylesheet"$1 media="print" data-deferred>',
          );
      },
    },
  };
}

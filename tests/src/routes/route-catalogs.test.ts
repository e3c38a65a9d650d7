import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGS } from '../../../lingui.config';
import { routeByName } from '../../../src/routes/route-table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (rel: string) => readFileSync(path.join(repoRoot, rel), 'utf8');
const split = new Set<string>(FEATURE_CATALOGS);

/** Features with their own catalog that a screen file imports, following screens that re-export others. */
function featuresOf(screen: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(screen)) return out;
  seen.add(screen);
  const code = read(`src/routes/screens/${screen}.tsx`);
  for (const [, f] of code.matchAll(/from '@\/features\/([\w-]+)\//g)) if (split.has(f!)) out.add(f!);
  for (const [, other] of code.matchAll(/from '\.\/([\w-]+)'/g))
    for (const f of featuresOf(other!, seen)) out.add(f);
  return out;
}

describe('feature catalogs (lingui.config.ts) load with the screens that show them', () => {
  const table = readdirSync(path.join(repoRoot, 'src/routes'))
    .filter((f) => f.endsWith('.routes.ts'))
    .map((f) => read(`src/routes/${f}`))
    .join('\n');
  const screens = [...table.matchAll(/r\('(\w+)', \(\) => import\('\.\/screens\/([\w-]+)'\)/g)];

  it('finds the screens of the route table', () => {
    expect(screens.length).toBeGreaterThan(40);
  });

  it.each(screens.map(([, name, file]) => [name!, file!]))(
    '%s lists the catalogs of its features',
    (name, file) => {
      const spec = routeByName.get(name)!;
      expect([...(spec.catalogs ?? [])].sort()).toEqual([...featuresOf(file)].sort());
    },
  );

  it('every feature catalog exists in every language', () => {
    for (const locale of ['en_US', 'zh_TW', 'zh_CN', 'en_JP', 'en_KR'])
      for (const c of ['messages', ...FEATURE_CATALOGS])
        expect(existsSync(path.join(repoRoot, 'locales', locale, `${c}.po`)), `${locale}/${c}.po`).toBe(true);
  });

  it('the lazy parts of the root layout load their feature catalog', () => {
    const code = read('src/routes/root-layout.tsx').replace(/\s+/g, ' ');
    const lazies = [
      ...code.matchAll(
        /lazyNamed\( ?\(\) => import\('@\/features\/([\w-]+)\/\w+'\), '\w+',? ?(\[[^\]]*\])?/g,
      ),
    ];
    expect(lazies.length).toBeGreaterThan(0);
    for (const [, feature, catalogs] of lazies) expect(catalogs ?? '', feature).toContain(`'${feature}'`);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', 'src', 'machines', 'server'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f));

/** kebab-case words, with dotted role suffixes (`checkout.actors`, `vite-env.d`). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A PascalCase file is a component's own: it exports the component it is named after. */
function isComponentFile(file: string, stem: string): boolean {
  if (!file.endsWith('.tsx') || !/^[A-Z][A-Za-z0-9]*$/.test(stem)) return false;
  const source = readFileSync(path.join(root, file), 'utf8');
  return new RegExp(
    `export (?:default )?(?:function|const|class) ${stem}\\b|export \\{[^}]*\\b${stem}\\b`,
  ).test(source);
}

describe('file names (README, Architecture)', () => {
  it('are kebab-case, except a React component’s own file, named after the component it exports', () => {
    expect(tracked.length).toBeGreaterThan(500);
    const wrong = tracked.filter((file) => {
      const stem = path.basename(file).replace(/\.tsx?$/, '');
      return !KEBAB.test(stem) && !isComponentFile(file, stem);
    });
    expect(wrong).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Chromium downloads a page's favicon through the page's renderer: an SVG icon is an isolated SVG document built
// on the main thread, a long task after the first paint (bench/README.md, nineteenth session). The pages name a
// small PNG instead, and that file must be there (public/ is copied into the build as it is).
const root = path.resolve(__dirname, '../..');

/** The `<link rel="icon">` tags of an HTML text, as attribute maps. */
function iconLinks(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the favicon', () => {
  it.each([
    ['index.html', readFileSync(path.join(root, 'index.html'), 'utf8')],
    ['the API reference', readFileSync(path.join(root, 'server/http/api-docs.ts'), 'utf8')],
  ])('%s names one PNG icon of the size it declares, and no SVG icon', (_, html) => {
    const links = iconLinks(html);
    expect(links).toHaveLength(1);
    const [icon] = links;
    expect(icon!.type).toBe('image/png');
    expect(icon!.href).toMatch(/\.png$/);
    const [w, h] = icon!.sizes!.split('x').map(Number);
    expect(pngSize(path.join(root, 'public', icon!.href!))).toEqual({ width: w, height: h });
  });
});

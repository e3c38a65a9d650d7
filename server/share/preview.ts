import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { escapeHtml } from './page';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const BAND = 150;
/** Bump when the drawing changes, so every cached preview is drawn again under a new URL. */
const DRAWING = 1;
const MAX_PIXELS = 50_000_000;

/** What a preview shows: the page's image (a stored file's display path) and two lines of text. */
export type PreviewFacts = { image: string | null; title: string; subtitle: string; site: string };

/**
 * The preview's version: a hash of everything drawn. It is part of the image's URL, so a changed name,
 * price or image gives a new URL (drawn anew) while an unchanged one stays cached for a year.
 */
export const previewVersion = (f: PreviewFacts) =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING, f.image, f.title, f.subtitle, f.site]))
    .digest('base64url')
    .slice(0, 16);

/** How wide a text runs in ems, roughly: CJK and other wide characters one em, the rest about half. */
const ems = (s: string) =>
  [...s].reduce((w, ch) => w + (/[\u1100-\uffdc]/.test(ch) && !/[\u2000-\u206f]/.test(ch) ? 1 : 0.56), 0);

/** The text cut to fit `maxEms`, with an ellipsis when it was cut. */
export function fitText(text: string, maxEms: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (ems(flat) <= maxEms) return flat;
  let out = '';
  for (const ch of flat) {
    if (ems(out + ch) > maxEms - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

const FONT =
  "'Noto Sans', 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans CJK KR', 'DejaVu Sans', sans-serif";

/** The title band drawn over the image: dark band, title, subtitle and the site's name. */
function band(f: PreviewFacts): Buffer {
  const top = PREVIEW_HEIGHT - BAND;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<rect x="0" y="${top}" width="${PREVIEW_WIDTH}" height="${BAND}" fill="#1b1034" fill-opacity="0.86"/>
<text x="48" y="${top + 66}" font-family="${FONT}" font-size="48" font-weight="700" fill="#ffffff">${escapeHtml(fitText(f.title, 22))}</text>
<text x="48" y="${top + 118}" font-family="${FONT}" font-size="30" fill="#e5dbff">${escapeHtml(fitText(f.subtitle, 40))}</text>
<text x="${PREVIEW_WIDTH - 48}" y="${top + 118}" text-anchor="end" font-family="${FONT}" font-size="28" font-weight="700" fill="#b197fc">${escapeHtml(fitText(f.site, 12))}</text>
</svg>`;
  return Buffer.from(svg);
}

/** Draws the preview: the image cropped to 1200x630 around its most interesting part, or the brand colour. */
export async function drawPreview(f: PreviewFacts, source: Buffer | null): Promise<Buffer> {
  const blank = () =>
    sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: '#6741d9' } });
  let base = blank();
  if (source) {
    try {
      const img = sharp(source, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' });
      base = sharp(await img.png().toBuffer());
    } catch {
      base = blank(); // an image sharp cannot read draws as the plain card
    }
  }
  return base
    .composite([{ input: band(f), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The storage key of a file served at `displayPath` by this store, or null when it is not one of its files. */
export function storageKeyOf(storage: Storage, displayPath: string): string | null {
  const probe = storage.url('k');
  const bases = [probe.slice(0, -1), '/files/'];
  for (const b of bases) {
    if (displayPath.startsWith(b)) {
      const key = decodeURIComponent(displayPath.slice(b.length).split('?')[0]!);
      return /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) && !key.includes('..') ? key : null;
    }
  }
  return null;
}

/** In-flight drawings by key, so a burst of crawlers draws a preview once per process. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The preview's JPEG bytes: from the store when drawn before (under `share-previews/<kind>/<id>-<version>.jpg`),
 * else drawn from the page's image and stored. Several processes may draw the same preview at once; they
 * write the same bytes under the same key, so any of them may win.
 */
export async function previewBytes(storage: Storage, key: string, f: PreviewFacts): Promise<Buffer> {
  const stored = await storage.get(key);
  if (stored) return stored;
  const running = drawing.get(key);
  if (running) return running;
  const job = (async () => {
    const sourceKey = f.image ? storageKeyOf(storage, f.image) : null;
    const source = sourceKey ? await storage.get(sourceKey).catch(() => null) : null;
    const bytes = await drawPreview(f, source);
    await storage.put(key, bytes, 'image/jpeg');
    return bytes;
  })().finally(() => drawing.delete(key));
  drawing.set(key, job);
  return job;
}

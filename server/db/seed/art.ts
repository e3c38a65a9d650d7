import sharp from 'sharp';
import type { Rng } from './random';

/** Abstract-art styles; each collection keeps one so its images look like a set. */
export const ART_STYLES = ['orbs', 'waves', 'tiles', 'rings', 'peaks'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];
/** Five colours: two for the background gradient, three for shapes. */
export type Palette = readonly [string, string, string, string, string];

// No <text> and no blur filters: fonts differ between machines and blur triples render time.
function shapes(rng: Rng, p: Palette, style: ArtStyle, w: number, h: number): string {
  const s = Math.min(w, h);
  const c = () => p[rng.int(2, 4)];
  const out: string[] = [];
  switch (style) {
    case 'orbs':
      for (let i = 0; i < 9; i++) {
        const r = (rng.int(8, 34) / 100) * s;
        out.push(
          `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${r.toFixed(0)}" fill="${c()}" opacity="${(0.35 + rng.next() * 0.5).toFixed(2)}"/>`,
        );
      }
      out.push(`<circle cx="${w * 0.3}" cy="${h * 0.3}" r="${s * 0.6}" fill="url(#glow)"/>`);
      break;
    case 'waves':
      for (let i = 0; i < 6; i++) {
        const y = (h * (i + 1)) / 7;
        const a = (rng.int(5, 18) / 100) * h;
        const k = rng.int(1, 3);
        const pts: string[] = [];
        for (let x = 0; x <= w; x += w / 24)
          pts.push(`${x.toFixed(0)},${(y + a * Math.sin((x / w) * Math.PI * 2 * k + i)).toFixed(0)}`);
        out.push(
          `<polygon points="0,${h} ${pts.join(' ')} ${w},${h}" fill="${c()}" opacity="${(0.25 + i * 0.08).toFixed(2)}"/>`,
        );
      }
      break;
    case 'tiles': {
      const n = rng.int(5, 8);
      const t = Math.max(w, h) / n;
      for (let x = 0; x < w; x += t)
        for (let y = 0; y < h; y += t) {
          if (rng.chance(0.35)) continue;
          const r = rng.int(0, 3) * 90;
          out.push(
            `<polygon points="${x},${y} ${x + t},${y} ${x},${y + t}" fill="${c()}" opacity="${(0.5 + rng.next() * 0.45).toFixed(2)}" transform="rotate(${r} ${x + t / 2} ${y + t / 2})"/>`,
          );
        }
      break;
    }
    case 'rings': {
      const cx = rng.int(w * 0.25, w * 0.75);
      const cy = rng.int(h * 0.25, h * 0.75);
      for (let i = 12; i > 0; i--)
        out.push(
          `<circle cx="${cx}" cy="${cy}" r="${((i * Math.max(w, h)) / 14).toFixed(0)}" fill="none" stroke="${c()}" stroke-width="${rng.int(4, 18)}" opacity="0.8"/>`,
        );
      out.push(`<circle cx="${cx}" cy="${cy}" r="${s * 0.12}" fill="${p[4]}"/>`);
      break;
    }
    case 'peaks':
      out.push(
        `<circle cx="${rng.int(w * 0.2, w * 0.8)}" cy="${h * 0.3}" r="${s * 0.16}" fill="${p[4]}" opacity="0.9"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const base = h * (0.45 + i * 0.15);
        const pts = [`0,${h}`];
        for (let x = 0; x <= w; x += w / rng.int(4, 9))
          pts.push(`${x.toFixed(0)},${(base - rng.next() * h * 0.3).toFixed(0)}`);
        pts.push(`${w},${base.toFixed(0)}`, `${w},${h}`);
        out.push(
          `<polygon points="${pts.join(' ')}" fill="${p[2 + (i % 3)]}" opacity="${(0.55 + i * 0.12).toFixed(2)}"/>`,
        );
      }
      break;
  }
  return out.join('');
}

/** An SVG abstract artwork of exactly w×h in the palette and style. */
export function artSvg(rng: Rng, palette: Palette, style: ArtStyle, w: number, h: number): string {
  const angle = rng.int(0, 3);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${angle % 2}" y2="${angle < 2 ? 1 : 0.5}">` +
    `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${shapes(rng, palette, style, w, h)}</svg>`
  );
}

/** Renders an SVG to JPEG bytes (JPG is an item file type the spec names; browsers all show it). */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: false }).toBuffer();
}

/** Hex palette from a base hue: analogous background, complementary accents. */
export function paletteFromHue(hue: number): Palette {
  const hsl = (h: number, s: number, l: number) => {
    const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return Math.round(v * 255)
        .toString(16)
        .padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`;
  };
  const h = ((hue % 360) + 360) % 360;
  return [
    hsl(h, 70, 22),
    hsl(h + 40, 75, 45),
    hsl(h + 180, 80, 60),
    hsl(h + 150, 70, 50),
    hsl(h + 20, 95, 70),
  ];
}

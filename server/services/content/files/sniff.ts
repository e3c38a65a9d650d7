import type { FileKind } from '../../../schemas/uploads';

/** What the bytes are, told by their content alone (never by the file name or the declared type). */
export type Sniffed = { kind: FileKind; mime: string; ext: string };

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u32le = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset + at, 4).getUint32(0, true);
const u32be = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset + at, 4).getUint32(0, false);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO base-media brands of MP4 video; QuickTime ('qt  ') and audio-only M4A/M4B are not MP4 video. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);
const NOT_VIDEO_BRANDS = new Set(['qt  ', 'M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'mif1', 'msf1', 'avif']);

function isMp4(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(u32be(b, 0), b.length);
  if (boxSize < 16) return false;
  const major = ascii(b, 8, 12);
  if (NOT_VIDEO_BRANDS.has(major)) return false;
  if (MP4_BRANDS.has(major)) return true;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (MP4_BRANDS.has(ascii(b, at, at + 4))) return true;
  return false;
}

// MPEG audio Layer III frame header tables (kbit/s and Hz), by MPEG version.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** The byte length of the Layer III frame starting at `at`, or 0 when no valid frame header is there. */
function mp3FrameLength(b: Uint8Array, at: number): number {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (b[at + 1]! >> 3) & 3;
  const layer = (b[at + 1]! >> 1) & 3;
  const bitrateIndex = b[at + 2]! >> 4;
  const rateIndex = (b[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const kbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const rate = RATES[version]![rateIndex]!;
  const padding = (b[at + 2]! >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
}

/** An ID3v2 tag (skipped) or none, then an MPEG Layer III frame; a second frame must follow when present. */
function isMp3(b: Uint8Array): boolean {
  let at = 0;
  if (b.length >= 10 && ascii(b, 0, 3) === 'ID3') {
    const sizeBytes = b.subarray(6, 10);
    if (b[3]! < 2 || b[3]! > 4 || sizeBytes.some((x) => x >= 0x80)) return false;
    const size = sizeBytes.reduce((n, x) => (n << 7) | x, 0);
    at = 10 + size + (b[5]! & 0x10 ? 10 : 0);
    // Some encoders pad between the tag and the first frame.
    for (let skipped = 0; at < b.length && b[at] === 0 && skipped < 4096; skipped++) at++;
  }
  const first = mp3FrameLength(b, at);
  if (!first) return false;
  const next = at + first;
  return next + 4 > b.length || mp3FrameLength(b, next) > 0;
}

/** Binary glTF 2.0: header magic, version 2, the declared length, and a JSON first chunk naming asset 2.x. */
function isGlb(b: Uint8Array): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'glTF' || u32le(b, 4) !== 2 || u32le(b, 8) !== b.length)
    return false;
  const jsonLength = u32le(b, 12);
  if (ascii(b, 16, 20) !== 'JSON' || 20 + jsonLength > b.length) return false;
  try {
    const json = JSON.parse(new TextDecoder().decode(b.subarray(20, 20 + jsonLength))) as {
      asset?: { version?: unknown };
    };
    return typeof json.asset?.version === 'string' && json.asset.version.startsWith('2');
  } catch {
    return false;
  }
}

/**
 * PDF (ISO 32000): the `%PDF-1.x` or `%PDF-2.0` header at the start and the `%%EOF` marker in the last kilobyte
 * (a truncated upload has none). Readers tolerate junk before the header; an upload gets no such leniency.
 */
function isPdf(b: Uint8Array): boolean {
  if (b.length < 16 || !/^%PDF-(1\.[0-7]|2\.0)/.test(ascii(b, 0, 8))) return false;
  const tail = new TextDecoder('latin1').decode(b.subarray(Math.max(0, b.length - 1024)));
  return tail.includes('%%EOF');
}

/** JPEG, PNG, GIF, MP4, MP3, GLB or PDF by magic bytes (spec §3 file types, §5 documents); null otherwise. */
export function sniffFile(b: Uint8Array): Sniffed | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  }
  if (b.length >= 8 && PNG_SIGNATURE.every((x, i) => b[i] === x)) {
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  }
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) {
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  }
  if (isPdf(b)) return { kind: 'document', mime: 'application/pdf', ext: 'pdf' };
  if (isMp4(b)) return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  if (isGlb(b)) return { kind: 'glb', mime: 'model/gltf-binary', ext: 'glb' };
  if (isMp3(b)) return { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
  return null;
}

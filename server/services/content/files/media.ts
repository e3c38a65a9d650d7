import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** An image ready to store: its bytes, how to name and serve them, and its pixel size (first frame). */
export type StoredImage = { bytes: Buffer; mime: string; ext: string; width: number; height: number };

/** Largest decoded image (pixels per frame) we accept: a small file must not unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Long-side bound of stored item covers and item image files. */
export const ITEM_IMAGE_MAX_SIDE = 2000;
/** Width of every WebP thumbnail. */
export const THUMB_WIDTH = 400;

const input = (bytes: Uint8Array, animated = false) =>
  sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS });

/** Format and first-frame size, or null when sharp cannot read the bytes. */
export async function imageInfo(
  bytes: Uint8Array,
): Promise<{ format: string; width: number; height: number; hasAlpha: boolean } | null> {
  try {
    const m = await sharp(bytes).metadata();
    if (!m.format || !m.width || !m.height) return null;
    return { format: m.format, width: m.width, height: m.pageHeight ?? m.height, hasAlpha: !!m.hasAlpha };
  } catch {
    return null;
  }
}

/**
 * Centre-crops and resizes to exactly `size` (collection logo, featured image, banner). Opaque images become
 * JPEG; images with transparency become WebP so the transparency survives. EXIF orientation is applied and
 * metadata dropped (sharp keeps none unless asked).
 */
export async function coverExact(
  bytes: Uint8Array,
  size: { width: number; height: number },
  hasAlpha: boolean,
): Promise<StoredImage> {
  const pipeline = input(bytes)
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' });
  const { data, info } = await (
    hasAlpha
      ? pipeline.webp({ quality: 88 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });
  return hasAlpha
    ? { bytes: data, mime: 'image/webp', ext: 'webp', width: info.width, height: info.height }
    : { bytes: data, mime: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
}

/**
 * Re-encodes an item image in its own format, at most ITEM_IMAGE_MAX_SIDE on the long side, rotated by EXIF
 * and without metadata. A GIF keeps its animation.
 */
export async function fitWithin(bytes: Uint8Array, format: 'jpeg' | 'png' | 'gif'): Promise<StoredImage> {
  const pipeline = input(bytes, format === 'gif')
    .rotate()
    .resize(ITEM_IMAGE_MAX_SIDE, ITEM_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 88, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.gif();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const ext = format === 'jpeg' ? 'jpg' : format;
  return {
    bytes: data,
    mime: `image/${format}`,
    ext,
    width: info.width,
    height: info.pageHeight ?? info.height,
  };
}

/** A WebP thumbnail THUMB_WIDTH wide (never enlarged) of an image's first frame. */
export function webpThumb(bytes: Uint8Array): Promise<Buffer> {
  return input(bytes)
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

let ffmpegPath: Promise<string> | undefined;
function ffmpeg(): Promise<string> {
  ffmpegPath ??= import('@ffmpeg-installer/ffmpeg').then((m) => m.default.path);
  return ffmpegPath;
}

/**
 * A representative frame from the first second of a video, as PNG bytes, or null when ffmpeg is missing or
 * cannot decode the file (the upload then simply has no poster).
 */
export async function videoFrame(bytes: Uint8Array): Promise<Buffer | null> {
  let dir: string | undefined;
  try {
    dir = await mkdtemp(join(tmpdir(), 'upload-poster-'));
    const file = join(dir, 'in.mp4');
    await writeFile(file, bytes);
    const { stdout } = await run(
      await ffmpeg(),
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-t', '1', '-i', file],
        ...['-vf', 'thumbnail=24', '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
      ],
      { encoding: 'buffer', maxBuffer: 128 * 1024 * 1024, timeout: 30_000 },
    );
    return stdout.byteLength > 0 ? stdout : null;
  } catch {
    return null;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

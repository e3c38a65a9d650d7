import type { Logger } from 'pino';
import { webpThumb } from '../../services/content/files/media';
import type { Storage } from '../../storage/storage';
import { ART_STYLES, artSvg, paletteFromHue, renderJpeg } from './art';
import { BLOG_SEED } from './content/blog';
import type { MediaFiles } from './items';
import { ITEM_CLIPS, TUTORIAL_CLIP, cubeGlb, pyramidGlb, renderClip, type Clip } from './media';
import { diskUrl, uuidFrom, type FileUrl, type ImageJob, type NewFile } from './plan';
import { mapLimit, type Rng } from './random';

const MIME = { video: 'video/mp4', audio: 'audio/mpeg', glb: 'model/gltf-binary' } as const;

/** Media file rows (clips, 3D models) and blog covers, planned before anything is rendered. */
export function planMedia(rng: Rng, url: FileUrl = diskUrl) {
  const row = (key: string, kind: keyof typeof MIME): NewFile => ({
    id: uuidFrom(rng),
    kind,
    mime: MIME[kind],
    path: key,
    displayPath: url(key),
    size: 0,
  });
  // The tutorial is the longest encode, so it starts first instead of finishing last.
  const clips = [TUTORIAL_CLIP, ...ITEM_CLIPS].map((clip: Clip) => ({
    clip,
    file: row(clip.key, clip.kind),
  }));
  const models = [
    { build: cubeGlb, file: row('demo/media/prism-cube.glb', 'glb') },
    { build: pyramidGlb, file: row('demo/media/sun-pyramid.glb', 'glb') },
  ];
  const itemClips = clips.filter((c) => c.clip !== TUTORIAL_CLIP).map((c) => c.file);
  const media: MediaFiles = {
    video: itemClips.filter((f) => f.kind === 'video'),
    audio: itemClips.filter((f) => f.kind === 'audio'),
    glb: models.map((m) => m.file),
  };
  // Blog covers at 16:9 (what the blog list shows), stored at blog/<slug>.jpg.
  const blogCovers = BLOG_SEED.map((post, i) => ({
    key: `blog/${post.slug}.jpg`,
    slug: post.slug,
    svg: artSvg(rng, paletteFromHue(i * 47 + 15), ART_STYLES[i % ART_STYLES.length]!, 960, 540),
  }));
  return { clips, models, media, blogCovers };
}

/**
 * Renders every image (and its WebP thumbnail) and media file into storage, overlapping sharp and ffmpeg with small limits
 * (a 2-core machine stays responsive). A clip or model that cannot be made (e.g. no ffmpeg build
 * for this platform) is reported and returned as failed, so the demo still starts without it.
 */
export async function renderAssets(
  storage: Storage,
  images: ImageJob[],
  m: ReturnType<typeof planMedia>,
  log: Logger,
): Promise<Set<string>> {
  const failed = new Set<string>();
  const store = async (file: NewFile, bytes: Uint8Array) => {
    await storage.put(file.path, bytes, file.mime);
    file.size = bytes.byteLength;
  };
  const optional = async (file: NewFile, make: () => Promise<Uint8Array>) => {
    try {
      await store(file, await make());
    } catch (err) {
      log.warn({ err, key: file.path }, 'demo media file could not be generated; items keep their cover');
      failed.add(file.id);
    }
  };
  // Each picture also gets the 400 px WebP thumbnail an upload gets (same function), recorded the same way.
  const storeImage = async ({ file, svg }: ImageJob) => {
    const jpeg = await renderJpeg(svg);
    await store(file, jpeg);
    const thumbKey = file.path.replace(/\.[a-z]+$/, '.thumb.webp');
    file.thumbPath = (await storage.put(thumbKey, await webpThumb(jpeg), 'image/webp')).displayPath;
  };
  await Promise.all([
    mapLimit(images, 4, storeImage),
    mapLimit(m.clips, 2, ({ clip, file }) => optional(file, () => renderClip(clip))),
    Promise.all(m.models.map(({ build, file }) => optional(file, build))),
    mapLimit(m.blogCovers, 2, async (b) => storage.put(b.key, await renderJpeg(b.svg), 'image/jpeg')),
  ]);
  return failed;
}

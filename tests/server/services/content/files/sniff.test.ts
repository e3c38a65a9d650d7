import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cubeGlb, renderClip } from '../../../../../server/db/seed/media';
import { sniffFile } from '../../../../../server/services/content/files/sniff';

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a86ff' } })
    .toFormat(format)
    .toBuffer();

let mp4: Buffer;
let mp3: Buffer;
let glb: Uint8Array;
beforeAll(async () => {
  [mp4, mp3, glb] = await Promise.all([
    renderClip({ key: 'x.mp4', kind: 'video', seconds: 1, graph: 'testsrc2=s=64x64:rate=12' }),
    renderClip({ key: 'x.mp3', kind: 'audio', seconds: 1, graph: 'sine=f=440:d=1' }),
    cubeGlb(),
  ]);
}, 60_000);

/** The same bytes without their leading ID3v2 tag (a bare MPEG frame stream). */
function stripId3(b: Buffer): Buffer {
  expect(b.subarray(0, 3).toString()).toBe('ID3');
  const size = [...b.subarray(6, 10)].reduce((n, x) => (n << 7) | x, 0);
  return b.subarray(10 + size);
}

describe('sniffFile', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('tells a %s image by its bytes', async (format, mime, ext) => {
    expect(sniffFile(await image(format))).toEqual({ kind: 'image', mime, ext });
  });

  it('tells MP4 (ftyp box), MP3 (with and without an ID3 tag) and GLB', () => {
    expect(sniffFile(mp4)).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
    expect(sniffFile(mp3)).toEqual({ kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' });
    const bare = stripId3(mp3);
    expect(bare[0]).toBe(0xff);
    expect(sniffFile(bare)).toEqual({ kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' });
    expect(sniffFile(glb)).toEqual({ kind: 'glb', mime: 'model/gltf-binary', ext: 'glb' });
  });

  it('refuses text, empty bytes and truncated or look-alike headers', async () => {
    expect(sniffFile(new TextEncoder().encode('this is not an image at all'))).toBeNull();
    expect(sniffFile(new Uint8Array(0))).toBeNull();
    expect(sniffFile((await image('png')).subarray(0, 4))).toBeNull();
    // glTF version 1 and a GLB whose declared length disagrees with its bytes.
    const v1 = Uint8Array.from(glb);
    new DataView(v1.buffer).setUint32(4, 1, true);
    expect(sniffFile(v1)).toBeNull();
    expect(sniffFile(glb.subarray(0, glb.length - 4))).toBeNull();
    // An ID3 tag with nothing after it, and a frame-sync byte pair followed by nonsense.
    expect(
      sniffFile(mp3.subarray(0, 10 + [...mp3.subarray(6, 10)].reduce((n, x) => (n << 7) | x, 0))),
    ).toBeNull();
    expect(sniffFile(Uint8Array.from([0xff, 0xfb, 0xf0, 0x00, 1, 2, 3]))).toBeNull();
    // QuickTime and M4A share the ftyp box but are not MP4 video.
    const ftyp = (brand: string) =>
      Uint8Array.from([0, 0, 0, 16, ...Buffer.from('ftyp'), ...Buffer.from(brand), 0, 0, 0, 0]);
    expect(sniffFile(ftyp('qt  '))).toBeNull();
    expect(sniffFile(ftyp('M4A '))).toBeNull();
    expect(sniffFile(ftyp('isom'))).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
  });

  it('requires a second MPEG frame where the first one says it follows', () => {
    const bare = stripId3(mp3);
    const broken = Buffer.from(bare);
    // Corrupt everything after the first frame header: the claimed next frame no longer starts with a sync.
    broken.fill(0x20, 4);
    expect(sniffFile(broken)).toBeNull();
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Document, NodeIO } from '@gltf-transform/core';

const run = promisify(execFile);

/** A demo media clip: a lavfi source graph rendered by ffmpeg (no network, no fonts). */
export type Clip = { key: string; kind: 'video' | 'audio'; seconds: number; graph: string };

// Small, web-friendly encodes: H.264 yuv420p with the index up front so browsers start at once.
const VIDEO_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '28',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
];
const AUDIO_ARGS = ['-c:a', 'libmp3lame', '-b:a', '96k'];

let ffmpegPath: Promise<string> | undefined;
function ffmpeg(): Promise<string> {
  ffmpegPath ??= import('@ffmpeg-installer/ffmpeg').then((m) => m.default.path);
  return ffmpegPath;
}

/** Renders one clip and returns its bytes; runs in a private temp dir that is always removed. */
export async function renderClip(clip: Clip): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'seed-media-'));
  const out = join(dir, clip.kind === 'video' ? 'out.mp4' : 'out.mp3');
  try {
    await run(await ffmpeg(), [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', clip.graph],
      ...['-t', String(clip.seconds), ...(clip.kind === 'video' ? VIDEO_ARGS : AUDIO_ARGS), out],
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const chord = (freqs: number[], seconds: number) =>
  `aevalsrc=exprs='${freqs.map((f) => `0.12*sin(2*PI*${f}*t)`).join('+')}':d=${seconds}:s=44100,` +
  `afade=t=in:d=0.2,afade=t=out:st=${seconds - 0.8}:d=0.8`;

/** The item clips (3 videos, 3 audio) and the help-page tutorial video. */
export const ITEM_CLIPS: Clip[] = [
  {
    key: 'demo/media/fractal-bloom.mp4',
    kind: 'video',
    seconds: 3,
    graph: 'mandelbrot=s=360x360:rate=24:maxiter=200',
  },
  {
    key: 'demo/media/living-cells.mp4',
    kind: 'video',
    seconds: 3,
    graph:
      'life=s=120x120:rate=12:ratio=0.12:mold=8:life_color=#ff7a59:death_color=#1d1446:mold_color=#3a86ff,scale=360:360:flags=neighbor',
  },
  {
    key: 'demo/media/spectrum-drift.mp4',
    kind: 'video',
    seconds: 4,
    graph: 'testsrc2=s=360x360:rate=24,hue=h=t*90',
  },
  { key: 'demo/media/morning-chord.mp3', kind: 'audio', seconds: 4, graph: chord([261.63, 329.63, 392], 4) },
  { key: 'demo/media/night-minor.mp3', kind: 'audio', seconds: 4, graph: chord([220, 261.63, 329.63], 4) },
  { key: 'demo/media/ocean-fifth.mp3', kind: 'audio', seconds: 3, graph: chord([174.61, 261.63, 349.23], 3) },
];
export const TUTORIAL_KEY = 'tutorial/getting-started.mp4';
export const TUTORIAL_CLIP: Clip = {
  key: TUTORIAL_KEY,
  kind: 'video',
  seconds: 10,
  // Game-of-life cells: lively on screen yet cheap to render (a fractal zoom costs ~4x the CPU).
  graph:
    'life=s=160x90:rate=12:ratio=0.1:mold=6:life_color=#ffd166:death_color=#0b132b:mold_color=#3a506b,' +
    'scale=640:360:flags=neighbor,hue=h=t*18',
};

type Rgba = [number, number, number, number];

/** Builds a flat-shaded mesh as binary glTF (GLB) with one colour per face. */
async function meshGlb(name: string, faces: { verts: number[][]; color: Rgba }[]): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const pos: number[] = [];
  const nrm: number[] = [];
  const col: number[] = [];
  const idx: number[] = [];
  for (const f of faces) {
    const [a, b, c] = f.verts as [number[], number[], number[]];
    const u = b.map((v, i) => v - a[i]!);
    const w = c.map((v, i) => v - a[i]!);
    const n = [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!];
    const len = Math.hypot(...n) || 1;
    const base = pos.length / 3;
    for (const v of f.verts) {
      pos.push(...v);
      nrm.push(...n.map((x) => x / len));
      col.push(...f.color);
    }
    for (let i = 1; i + 1 < f.verts.length; i++) idx.push(base, base + i, base + i + 1);
  }
  const acc = (type: 'VEC3' | 'VEC4' | 'SCALAR', arr: Float32Array | Uint16Array) =>
    doc.createAccessor().setType(type).setArray(arr).setBuffer(buffer);
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', acc('VEC3', new Float32Array(pos)))
    .setAttribute('NORMAL', acc('VEC3', new Float32Array(nrm)))
    .setAttribute('COLOR_0', acc('VEC4', new Float32Array(col)))
    .setIndices(acc('SCALAR', new Uint16Array(idx)))
    .setMaterial(doc.createMaterial(`${name}-material`).setRoughnessFactor(0.45).setMetallicFactor(0.1));
  const node = doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(prim));
  doc.createScene(name).addChild(node);
  return new NodeIO().writeBinary(doc);
}

const PALETTE: Rgba[] = [
  [0.98, 0.36, 0.35, 1],
  [0.99, 0.75, 0.26, 1],
  [0.2, 0.78, 0.56, 1],
  [0.23, 0.53, 1, 1],
  [0.6, 0.36, 0.95, 1],
  [0.95, 0.45, 0.75, 1],
];

/** A unit cube with six coloured faces (counter-clockwise, outward normals). */
export function cubeGlb(): Promise<Uint8Array> {
  const q = (a: number[], b: number[], c: number[], d: number[], i: number) => ({
    verts: [a, b, c, d],
    color: PALETTE[i]!,
  });
  const [l, h] = [-0.5, 0.5];
  return meshGlb('cube', [
    q([l, l, h], [h, l, h], [h, h, h], [l, h, h], 0),
    q([h, l, l], [l, l, l], [l, h, l], [h, h, l], 1),
    q([h, l, h], [h, l, l], [h, h, l], [h, h, h], 2),
    q([l, l, l], [l, l, h], [l, h, h], [l, h, l], 3),
    q([l, h, h], [h, h, h], [h, h, l], [l, h, l], 4),
    q([l, l, l], [h, l, l], [h, l, h], [l, l, h], 5),
  ]);
}

/** A square pyramid with coloured sides. */
export function pyramidGlb(): Promise<Uint8Array> {
  const top = [0, 0.6, 0];
  const [a, b, c, d] = [
    [-0.5, -0.4, 0.5],
    [0.5, -0.4, 0.5],
    [0.5, -0.4, -0.5],
    [-0.5, -0.4, -0.5],
  ] as number[][];
  return meshGlb('pyramid', [
    { verts: [a!, b!, top], color: PALETTE[0]! },
    { verts: [b!, c!, top], color: PALETTE[1]! },
    { verts: [c!, d!, top], color: PALETTE[3]! },
    { verts: [d!, a!, top], color: PALETTE[4]! },
    { verts: [a!, d!, c!, b!], color: PALETTE[2]! },
  ]);
}

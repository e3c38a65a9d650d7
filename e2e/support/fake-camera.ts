import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

// Chromium's fake camera (--use-file-for-fake-video-capture) plays a Y4M file in a loop. The door journeys write
// one that shows a QR code (or nothing), so the door page's real camera path (getUserMedia, the zxing-wasm
// detector) reads it. The file is opened each time a page starts the camera, so rewriting it between two
// camera starts changes what the next one sees.

const W = 640;
const H = 480;
const FRAMES = 3;
const WHITE = 235;
const BLACK = 16;

/** Writes `path`: FRAMES identical 640×480 4:2:0 frames of `text` as a QR code (blank grey when null). */
export async function writeFakeCamera(path: string, text: string | null): Promise<void> {
  const y = new Uint8Array(W * H).fill(text ? WHITE : 128);
  if (text) {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const quiet = 4;
    const scale = Math.floor((H - 40) / (size + 2 * quiet));
    const left = Math.floor((W - size * scale) / 2);
    const top = Math.floor((H - size * scale) / 2);
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++) {
        if (!data[r * size + c]) continue;
        for (let dy = 0; dy < scale; dy++)
          y.fill(
            BLACK,
            (top + r * scale + dy) * W + left + c * scale,
            (top + r * scale + dy) * W + left + (c + 1) * scale,
          );
      }
  }
  const chroma = new Uint8Array((W / 2) * (H / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Chromium's switches for a fake camera fed by `path`, granted without a prompt. */
export const fakeCameraArgs = (path: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${path}`,
];

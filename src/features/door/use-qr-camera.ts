import { useEffect, useRef, useState } from 'react';
import { qrDetector } from './qr-detector';

export type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

/** The same text read again within this long is the same scan (a code held in front of the camera). */
export const SAME_SCAN_MS = 2000;
/** At most one detection per this many ms: enough for a door, and the phone stays cool. */
const DETECT_EVERY_MS = 120;
/**
 * After a code is handed over, the next detection waits this much longer: the verdict's decision and render
 * (the target is 300 ms from the reading on a mid-range phone) do not share the main thread with a detection,
 * which the QR reader's wasm runs there where the browser has no BarcodeDetector (bench/README.md, "Door
 * verdict"). Well within SAME_SCAN_MS, so a code still held up is still known as the same scan.
 */
const QUIET_AFTER_SCAN_MS = 400;

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: () => void) => number;
  cancelVideoFrameCallback?: (id: number) => void;
};

/**
 * The rear camera into `video`, read for QR codes: `onScan(text, readAt)` once per code (the same text within
 * SAME_SCAN_MS is one scan; while `paused`, codes seen only refresh that memory). Stops the camera on unmount.
 */
export function useQrCamera(onScan: (text: string, readAt: number) => void, paused: boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef({ onScan, paused });
  useEffect(() => {
    latest.current = { onScan, paused };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let frame = 0;
    let lastText = '';
    let lastSeen = 0;
    let lastDetect = 0;
    let busy = false;
    const el = video.current as VideoWithFrames | null;

    async function start() {
      if (!el || !navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (e) {
        if (!stopped) setState((e as DOMException)?.name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const detector = await qrDetector().catch(() => null);
      if (stopped) return;
      if (!detector) return setState('unavailable');
      setState('running');
      const next = () => {
        if (stopped) return;
        frame = el.requestVideoFrameCallback
          ? el.requestVideoFrameCallback(tick)
          : requestAnimationFrame(tick);
      };
      const tick = () => {
        const now = performance.now();
        if (busy || now - lastDetect < DETECT_EVERY_MS || el.readyState < 2) return next();
        busy = true;
        lastDetect = now;
        detector
          .detect(el)
          .then((codes) => {
            const text = codes[0]?.rawValue;
            if (!text || stopped) return;
            const readAt = performance.now();
            const same = text === lastText && readAt - lastSeen < SAME_SCAN_MS;
            lastText = text;
            lastSeen = readAt;
            if (same || latest.current.paused) return;
            lastDetect = readAt + QUIET_AFTER_SCAN_MS;
            latest.current.onScan(text, readAt);
          })
          .catch(() => undefined)
          .finally(() => {
            busy = false;
            next();
          });
      };
      next();
    }
    void start();
    return () => {
      stopped = true;
      if (el?.cancelVideoFrameCallback) el.cancelVideoFrameCallback(frame);
      else cancelAnimationFrame(frame);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return { video, state };
}

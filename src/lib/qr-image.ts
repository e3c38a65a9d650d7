import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR image of `payload`, drawn by the qrcode library (an SVG data URL, sharp at any size). */
export function useQrImage(payload: string | undefined) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!payload) return;
    let live = true;
    void QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [payload]);
  return src;
}

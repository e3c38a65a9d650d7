/** The part of the Barcode Detection API the door uses. */
export type QrDetector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };

type NativeDetector = {
  new (o: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * A QR reader: the browser's own BarcodeDetector where it reads qr_code, else the zxing-wasm polyfill, loaded
 * here only (the door page's camera), with its .wasm served by this app (never a CDN: the door works offline
 * and the CSP allows only our origin).
 */
export function qrDetector(): Promise<QrDetector> {
  // Once per page: the wasm is fetched while online and stays compiled for the offline hours that follow.
  loading ??= makeDetector().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

let loading: Promise<QrDetector> | null = null;

async function makeDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  try {
    if (native && (await native.getSupportedFormats?.())?.includes('qr_code'))
      return new native({ formats: ['qr_code'] });
  } catch {
    // A native detector that fails to list its formats: use the polyfill.
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Loaded now, not at the first frame: the first scan's verdict must not wait for the wasm.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** What the spec's usage event says about the browser and device (§3), read from the user agent. */
export type DeviceInfo = {
  browserType: string;
  browserVer: string;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  systemVersion: string;
};

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Windows', /Windows NT ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

export function deviceInfo(ua: string): DeviceInfo {
  const browser = BROWSERS.map(([n, p]) => [n, p.exec(ua)] as const).find(([, m]) => m);
  const system = SYSTEMS.map(([n, p]) => [n, p.exec(ua)] as const).find(([, m]) => m);
  const tablet = /iPad|Tablet|Android(?!.*Mobile)/i.test(ua);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/i.test(ua);
  const sysVer = system?.[1]?.[1]?.replace(/_/g, '.') ?? '';
  return {
    browserType: browser?.[0] ?? 'Other',
    browserVer: browser?.[1]?.[1] ?? '',
    deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    systemVersion: system ? `${system[0]}${sysVer ? ` ${sysVer}` : ''}` : 'Other',
  };
}

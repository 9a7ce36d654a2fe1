/**
 * A short name for a device from its user agent ("Safari on iPhone", "Chrome on Android"), so the
 * operator can tell their phone from the office computer in the list. A summary, not the string:
 * the full user agent says more than the list needs.
 */
import { DEVICE_LABEL_MAX } from './alert-constants.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'A browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return (system ? `${browser} on ${system}` : browser).slice(0, DEVICE_LABEL_MAX);
}

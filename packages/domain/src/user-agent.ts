/**
 * A browser's User-Agent header in plain words for the sessions lists (issue 27 item 2): the
 * browser's name and the system it runs on, without versions ('Chrome on Windows', 'Safari on
 * iPhone'). Only the common browsers and systems are named; anything else reads as unknown.
 */

export type BrowserDescription = {
  /** 'Chrome', 'Edge', 'Firefox', 'Safari', 'Opera', 'Samsung Internet', or null when not known. */
  browser: string | null;
  /** 'Windows', 'macOS', 'Linux', 'ChromeOS', 'Android', 'iPhone', 'iPad', or null when not known. */
  os: string | null;
  /** What the screens show: 'Chrome on Windows', 'Firefox', 'Unknown browser on Android'. */
  label: string;
};

/** Checked in order: several browsers name the ones they are built on (Edge says Chrome and Safari too). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Checked in order: Android says Linux, iPhones say 'like Mac OS X'. */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const UNKNOWN_BROWSER = 'Unknown browser';

const first = (userAgent: string, list: ReadonlyArray<readonly [RegExp, string]>) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function describeUserAgent(userAgent: string | null | undefined): BrowserDescription {
  const text = userAgent?.trim() ?? '';
  const browser = text ? first(text, BROWSERS) : null;
  const os = text ? first(text, SYSTEMS) : null;
  const name = browser ?? UNKNOWN_BROWSER;
  return { browser, os, label: os ? `${name} on ${os}` : name };
}

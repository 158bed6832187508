import { PUSH_TEXT } from './strings.ts';

/** What a browser says of itself: User-Agent Client Hints where it has them, else its UA string. */
export type BrowserIdentity = {
  userAgent: string;
  userAgentData?: { brands?: readonly { brand: string }[]; platform?: string };
};

/** A brand as traders know it; the greased "Not A;Brand" and plain Chromium say nothing. */
const BRANDS: readonly [RegExp, string][] = [
  [/edge/i, 'Edge'],
  [/opera/i, 'Opera'],
  [/brave/i, 'Brave'],
  [/vivaldi/i, 'Vivaldi'],
  [/samsung/i, 'Samsung Internet'],
  [/yandex/i, 'Yandex'],
  [/chrome/i, 'Chrome'],
];

/** From the UA string, first match wins (Edge and Opera say Chrome too, Chrome says Safari). */
const UA_BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|HeadlessChrome\//, 'Chrome'],
  [/Chromium\//, 'Chromium'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const UA_SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const HINT_SYSTEMS: Readonly<Record<string, string>> = {
  'Chrome OS': 'ChromeOS',
  'Chromium OS': 'ChromeOS',
  macOS: 'macOS',
  Windows: 'Windows',
  Linux: 'Linux',
  Android: 'Android',
  iOS: 'iOS',
};

const firstOf = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * This browser's name for its push channel: "Chrome on Linux", "Safari on iOS", "Firefox on
 * Windows"; the browser alone when the system is unknown; null when neither is.
 */
export function deviceName(identity: BrowserIdentity): string | null {
  const hints = identity.userAgentData;
  const brand = hints?.brands
    ?.map(({ brand: name }) => firstOf(BRANDS, name))
    .find((name): name is string => name !== undefined);
  const browser = brand ?? firstOf(UA_BROWSERS, identity.userAgent);
  const system =
    (hints?.platform ? HINT_SYSTEMS[hints.platform] : undefined) ??
    firstOf(UA_SYSTEMS, identity.userAgent);
  if (!browser) return system ? PUSH_TEXT.browserOn(PUSH_TEXT.aBrowser, system) : null;
  return system ? PUSH_TEXT.browserOn(browser, system) : browser;
}

import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('this browser’s name for its push channel', () => {
  it.each([
    [UA.chromeLinux, 'Chrome on Linux'],
    [UA.headless, 'Chrome on Linux'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.firefoxMac, 'Firefox on macOS'],
    [UA.safariIphone, 'Safari on iOS'],
    [UA.chromeAndroid, 'Chrome on Android'],
  ])('reads %s as %s', (userAgent, name) => {
    expect(deviceName({ userAgent })).toBe(name);
  });

  it('prefers the client hints’ brand and platform, past the greased brand and Chromium', () => {
    const userAgentData = {
      brands: [{ brand: 'Not)A;Brand' }, { brand: 'Chromium' }, { brand: 'Microsoft Edge' }],
      platform: 'macOS',
    };
    expect(deviceName({ userAgent: UA.chromeLinux, userAgentData })).toBe('Edge on macOS');
  });

  it('says what it knows, or nothing', () => {
    expect(deviceName({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Unknown/1' })).toBe(
      'A browser on Linux',
    );
    expect(deviceName({ userAgent: 'Chrome/131' })).toBe('Chrome');
    expect(deviceName({ userAgent: '' })).toBeNull();
  });
});

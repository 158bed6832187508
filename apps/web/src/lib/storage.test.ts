import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  clearSavedLogin,
  clearSessionOnStart,
  DEFAULT_CUSTOM_THEME_COLORS,
  deviceId,
  hasSeenUpdateNotice,
  jsonKey,
  KEYS,
  markUpdateNoticeSeen,
  read,
  readSavedLogin,
  readStoredSession,
  write,
} from './storage.ts';

describe('storage', () => {
  it('reads valid values and the fallback when a key is missing', () => {
    expect(read(KEYS.sessionId)).toBeNull();
    localStorage.setItem('sessionId', 'abc123');
    expect(read(KEYS.sessionId)).toBe('abc123');
  });

  it.each([
    ['sessionId', ''],
    ['sessionId', 'x'.repeat(129)],
    ['loggedInUser', 'u'.repeat(33)],
    ['referralCode', 'not a code!'],
  ] as const)('falls back to the default for a corrupt %s', (key, value) => {
    localStorage.setItem(key, value);
    expect(read(KEYS[key])).toBeNull();
  });

  it.each([
    ['not JSON', '{bgColor'],
    ['a colour missing', JSON.stringify({ ...DEFAULT_CUSTOM_THEME_COLORS, brand: undefined })],
    ['a colour not #rrggbb', JSON.stringify({ ...DEFAULT_CUSTOM_THEME_COLORS, brand: 'red' })],
    ['a short colour', JSON.stringify({ ...DEFAULT_CUSTOM_THEME_COLORS, cardBg: '#fff' })],
  ])('reads customThemeColors with %s as discord’s colours', (_, raw) => {
    localStorage.setItem('customThemeColors', raw);
    expect(read(KEYS.customThemeColors)).toEqual(DEFAULT_CUSTOM_THEME_COLORS);
  });

  it('keeps six valid custom theme colours', () => {
    const colors = { ...DEFAULT_CUSTOM_THEME_COLORS, bgColor: '#FFEEDD', brand: '#112233' };
    write(KEYS.customThemeColors, colors);
    expect(read(KEYS.customThemeColors)).toEqual(colors);
  });

  it('falls back to the default for corrupt JSON and for JSON of the wrong shape', () => {
    const settings = jsonKey('testSettings', z.object({ volume: z.number() }), { volume: 0.7 });
    localStorage.setItem('testSettings', '{not json');
    expect(read(settings)).toEqual({ volume: 0.7 });
    localStorage.setItem('testSettings', JSON.stringify({ volume: 'loud' }));
    expect(read(settings)).toEqual({ volume: 0.7 });
    write(settings, { volume: 0.2 });
    expect(read(settings)).toEqual({ volume: 0.2 });
  });

  it('falls back to the default when the browser blocks storage', () => {
    localStorage.setItem('sessionId', 'abc123');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(read(KEYS.sessionId)).toBeNull();
  });

  it('removes a key when null is written', () => {
    write(KEYS.sessionId, 'abc123');
    write(KEYS.sessionId, null);
    expect(localStorage.getItem('sessionId')).toBeNull();
  });

  it('needs both halves of a saved login, and forgets both (and any old savedPassword)', () => {
    localStorage.setItem('savedUsername', 'alice');
    expect(readSavedLogin()).toBeNull();
    localStorage.setItem('savedLoginToken', 'tok-1');
    localStorage.setItem('savedPassword', 'hunter2');
    expect(readSavedLogin()).toEqual({ username: 'alice', rememberToken: 'tok-1' });
    clearSavedLogin();
    expect(readSavedLogin()).toBeNull();
    expect(localStorage.getItem('savedPassword')).toBeNull();
  });

  describe('start-up clearing (FC §4)', () => {
    const seed = () => {
      localStorage.setItem('sessionId', 'sess-1');
      localStorage.setItem('loggedInUser', 'alice');
      localStorage.setItem('currentPrivateGroup', 'ABCD1234');
      localStorage.setItem('savedUsername', 'alice');
      localStorage.setItem('savedLoginToken', 'tok-1');
    };

    it('removes sessionId, loggedInUser and currentPrivateGroup in the main window', () => {
      seed();
      clearSessionOnStart({ popout: false });
      expect(localStorage.getItem('sessionId')).toBeNull();
      expect(localStorage.getItem('loggedInUser')).toBeNull();
      expect(localStorage.getItem('currentPrivateGroup')).toBeNull();
      expect(readSavedLogin()).toEqual({ username: 'alice', rememberToken: 'tok-1' });
    });

    it('keeps the session in a pop-out window', () => {
      seed();
      clearSessionOnStart({ popout: true });
      expect(readStoredSession()).toEqual({ sessionId: 'sess-1', username: 'alice' });
      expect(localStorage.getItem('currentPrivateGroup')).toBe('ABCD1234');
    });
  });

  it('makes a device id once and keeps it through a fresh login', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    clearSessionOnStart({ popout: false });
    clearSavedLogin();
    expect(deviceId()).toBe(first);
    localStorage.setItem('deviceId', 'bad id');
    expect(deviceId()).not.toBe('bad id');
  });

  it('marks the update notice seen: clears seen_update_1..20, sets seen_update_22', () => {
    for (let n = 1; n <= 21; n += 1) localStorage.setItem(`seen_update_${n}`, 'true');
    expect(hasSeenUpdateNotice()).toBe(false);
    markUpdateNoticeSeen();
    for (let n = 1; n <= 20; n += 1) expect(localStorage.getItem(`seen_update_${n}`)).toBeNull();
    expect(localStorage.getItem('seen_update_21')).toBe('true');
    expect(localStorage.getItem('seen_update_22')).toBe('true');
    expect(hasSeenUpdateNotice()).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACKER_SETTINGS,
  HIGHLIGHT_COLORS,
  SOUND_NAMES,
  settingForHandle,
  THEMES,
  TRACKER_SETTINGS_KEY,
  TrackerSettings,
} from './settings.ts';

describe('TrackerSettings', () => {
  it('uses the spec defaults for a first visit', () => {
    expect(TRACKER_SETTINGS_KEY).toBe('launchdeckSettings');
    expect(DEFAULT_TRACKER_SETTINGS).toMatchObject({
      notificationAccounts: 'all',
      specificAccounts: [],
      defaultSound: 'beep',
      defaultHighlightColor: 'cyan',
      pageSize: 75,
      colorTheme: 'discord',
      cardWidth: 1200,
      axiomButtonEnabled: true,
      contractButtonPlatform: 'axiom',
      bnbButtonPlatform: 'gmgn',
      autoOpenAxiom: true,
      showPostAge: true,
      deployPanelSide: 'left',
    });
    expect(TrackerSettings.parse({})).toEqual(DEFAULT_TRACKER_SETTINGS);
  });

  it('lists the FC §9 sounds, colours and themes with the default first or included', () => {
    expect(SOUND_NAMES).toHaveLength(10);
    expect(SOUND_NAMES[0]).toBe('beep');
    expect(HIGHLIGHT_COLORS).toHaveLength(17);
    expect(HIGHLIGHT_COLORS).toContain('cyan');
    expect(THEMES).toHaveLength(16);
    expect(THEMES[0]).toBe('discord');
    expect(THEMES).toContain('custom');
  });

  it('keeps valid stored values', () => {
    const stored = {
      ...DEFAULT_TRACKER_SETTINGS,
      notificationVolume: 0.2,
      notificationAccounts: 'specific',
      specificAccounts: ['Alice'],
      accountSounds: { alice: 'chainsaw' },
      accountHighlights: { bob: { enabled: true, color: 'magenta' } },
      imageLayout: 'vertical',
      pauseOnHover: false,
      showPostAge: false,
      deployMode: 'panel',
      deployPanelSide: 'right',
    };
    expect(TrackerSettings.parse(stored)).toEqual(stored);
  });

  it.each([
    ['notificationVolume', 1.5],
    ['notificationVolume', '0.3'],
    ['notificationAccounts', 'some'],
    ['specificAccounts', 'alice'],
    ['defaultSound', 'airhorn'],
    ['accountSounds', { alice: 'airhorn' }],
    ['accountHighlights', { alice: { enabled: true, color: '#fff' } }],
    ['defaultHighlightColor', 'beige'],
    ['pageSize', -1],
    ['colorTheme', 'neon'],
    ['imageLayout', 'masonry'],
    ['pauseOnHover', 'yes'],
    ['showPostAge', 'off'],
    ['cardWidth', 10],
    ['devSettings', { downloadImageOnClick: 1 }],
    ['contractButtonPlatform', 'gmgn'],
    ['bnbButtonPlatform', 'photon'],
    ['deployMode', 'popout'],
    ['deployButtonPosition', 'top'],
    ['deployPanelSide', 'top'],
    ['deployPanelSide', 1],
    ['autoOpenAxiom', null],
  ] as const)('falls back to the default for a corrupt %s (%j), keeping the others', (key, bad) => {
    const parsed = TrackerSettings.parse({ notificationVolume: 0.3, cardWidth: 900, [key]: bad });
    expect(parsed[key]).toEqual(DEFAULT_TRACKER_SETTINGS[key]);
    if (key !== 'notificationVolume') expect(parsed.notificationVolume).toBe(0.3);
    if (key !== 'cardWidth') expect(parsed.cardWidth).toBe(900);
  });
});

describe('settingForHandle', () => {
  it.each([
    ['alice', 'ding'],
    ['ALICE', 'ding'],
    ['@Alice', 'ding'],
    ['bob', undefined],
  ])('finds the entry for %s ignoring case and @', (handle, expected) => {
    expect(settingForHandle({ Alice: 'ding' }, handle)).toBe(expected);
  });
});

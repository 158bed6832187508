import {
  DEFAULT_PRESETS,
  DEFAULT_TRACKER_SETTINGS,
  TRACKER_SETTINGS_KEY,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTrackerSettingsStore,
  SETTINGS_CHANGED_EVENT,
  type TrackerSettingsStore,
} from './store.ts';

const stores: TrackerSettingsStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function setup() {
  const store = createTrackerSettingsStore(window);
  stores.push(store);
  const broadcasts: TrackerSettings[] = [];
  const onEvent = (event: Event) => broadcasts.push((event as CustomEvent<TrackerSettings>).detail);
  window.addEventListener(SETTINGS_CHANGED_EVENT, onEvent);
  stores.push({
    ...store,
    dispose: () => window.removeEventListener(SETTINGS_CHANGED_EVENT, onEvent),
  });
  const changes: TrackerSettings[] = [];
  store.subscribe((settings) => changes.push(settings));
  return { store, broadcasts, changes };
}

const stored = () => JSON.parse(localStorage.getItem(TRACKER_SETTINGS_KEY) ?? 'null');

/** Another window of the same browser writes the key. */
function writeFromOtherWindow(value: string | null) {
  if (value === null) localStorage.removeItem(TRACKER_SETTINGS_KEY);
  else localStorage.setItem(TRACKER_SETTINGS_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: TRACKER_SETTINGS_KEY, newValue: value }));
}

describe('tracker settings store', () => {
  it('reads the defaults on a first visit, without saving or broadcasting', () => {
    const { store, broadcasts, changes } = setup();
    expect(store.get()).toEqual(DEFAULT_TRACKER_SETTINGS);
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).toBeNull();
    expect(broadcasts).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('reads stored settings, each corrupt field at its default', () => {
    localStorage.setItem(
      TRACKER_SETTINGS_KEY,
      JSON.stringify({ notificationVolume: 0.9, defaultSound: 'airhorn', cardWidth: 800 }),
    );
    const { store } = setup();
    expect(store.get()).toMatchObject({
      notificationVolume: 0.9,
      defaultSound: 'beep',
      cardWidth: 800,
    });
  });

  it('falls back to the defaults for unreadable JSON', () => {
    localStorage.setItem(TRACKER_SETTINGS_KEY, '{oops');
    expect(setup().store.get()).toEqual(DEFAULT_TRACKER_SETTINGS);
  });

  it('saves and broadcasts every change', () => {
    const { store, broadcasts, changes } = setup();
    store.update({ pauseOnHover: false, defaultSound: 'chime' });
    const expected = { ...DEFAULT_TRACKER_SETTINGS, pauseOnHover: false, defaultSound: 'chime' };
    expect(store.get()).toEqual(expected);
    expect(stored()).toEqual(expected);
    expect(broadcasts).toEqual([expected]);
    expect(changes).toEqual([expected]);
  });

  it('does not save or broadcast a patch that changes nothing', () => {
    const { store, broadcasts } = setup();
    store.update({ pauseOnHover: DEFAULT_TRACKER_SETTINGS.pauseOnHover });
    expect(broadcasts).toEqual([]);
    expect(localStorage.getItem(TRACKER_SETTINGS_KEY)).toBeNull();
  });

  it('checks a patch against the schema, field by field', () => {
    const { store } = setup();
    store.update({ notificationVolume: 7, cardWidth: 900 } as Partial<TrackerSettings>);
    expect(store.get().notificationVolume).toBe(DEFAULT_TRACKER_SETTINGS.notificationVolume);
    expect(store.get().cardWidth).toBe(900);
  });

  it('keeps the deploy settings stored under the same key (DA §3)', () => {
    localStorage.setItem(
      TRACKER_SETTINGS_KEY,
      JSON.stringify({
        defaultMode: 'bonk',
        presets: [{ ...DEFAULT_PRESETS[0], id: '5', name: 'Grok' }],
        deployMode: 'panel',
      }),
    );
    const { store } = setup();
    store.update({ cardWidth: 1000 });
    expect(stored()).toMatchObject({
      defaultMode: 'bonk',
      presets: [{ name: 'Grok' }],
      deployMode: 'panel',
      cardWidth: 1000,
    });
  });

  it('picks up a change made in another window and broadcasts it', () => {
    const { store, broadcasts, changes } = setup();
    writeFromOtherWindow(JSON.stringify({ ...DEFAULT_TRACKER_SETTINGS, colorTheme: 'forest' }));
    expect(store.get().colorTheme).toBe('forest');
    expect(broadcasts.map((s) => s.colorTheme)).toEqual(['forest']);
    expect(changes).toHaveLength(1);
  });

  it('returns to the defaults when another window clears the key', () => {
    localStorage.setItem(TRACKER_SETTINGS_KEY, JSON.stringify({ colorTheme: 'forest' }));
    const { store } = setup();
    writeFromOtherWindow(null);
    expect(store.get()).toEqual(DEFAULT_TRACKER_SETTINGS);
  });

  it('ignores other keys and writes that change nothing', () => {
    const { store, broadcasts } = setup();
    window.dispatchEvent(new StorageEvent('storage', { key: 'chatMode', newValue: 'mute' }));
    writeFromOtherWindow(JSON.stringify(DEFAULT_TRACKER_SETTINGS));
    expect(store.get()).toEqual(DEFAULT_TRACKER_SETTINGS);
    expect(broadcasts).toEqual([]);
  });

  it('stops listening to other windows once disposed', () => {
    const { store } = setup();
    store.dispose();
    writeFromOtherWindow(JSON.stringify({ colorTheme: 'forest' }));
    expect(store.get().colorTheme).toBe('discord');
  });
});

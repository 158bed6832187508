import { TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShallow } from 'zustand/react/shallow';
import {
  makeTrackerSettings,
  withTrackerSettings,
} from '../../../test/features/settings/support.tsx';
import { useTrackerSettings, useTrackerSettingsStore } from './context.tsx';

describe('useTrackerSettings', () => {
  it('reads a slice of the provided store and re-renders when it changes', () => {
    const settings = makeTrackerSettings();
    const { result } = renderHook(() => useTrackerSettings((s) => s.cardWidth), {
      wrapper: withTrackerSettings(settings),
    });
    expect(result.current).toBe(1200);
    act(() => settings.update({ cardWidth: 900 }));
    expect(result.current).toBe(900);
    expect(settings.get().cardWidth).toBe(900);
  });

  it('keeps an object slice stable between renders with useShallow', () => {
    const settings = makeTrackerSettings();
    let renders = 0;
    const { result, rerender } = renderHook(
      () => {
        renders += 1;
        return useTrackerSettings(
          useShallow((s) => ({ sol: s.contractButtonPlatform, bnb: s.bnbButtonPlatform })),
        );
      },
      { wrapper: withTrackerSettings(settings) },
    );
    const first = result.current;
    expect(first).toEqual({ sol: 'axiom', bnb: 'gmgn' });
    rerender();
    expect(renders).toBe(2);
    expect(result.current).toBe(first);
    act(() => settings.update({ notificationVolume: 0.1 }));
    expect(renders).toBe(2);
    act(() => settings.update({ bnbButtonPlatform: 'axiom' }));
    expect(result.current).toEqual({ sol: 'axiom', bnb: 'axiom' });
  });

  it('picks up a change another window made', () => {
    const settings = makeTrackerSettings();
    const { result } = renderHook(() => useTrackerSettings((s) => s.colorTheme), {
      wrapper: withTrackerSettings(settings),
    });
    act(() => {
      localStorage.setItem(TRACKER_SETTINGS_KEY, JSON.stringify({ colorTheme: 'forest' }));
      window.dispatchEvent(new StorageEvent('storage', { key: TRACKER_SETTINGS_KEY }));
    });
    expect(result.current).toBe('forest');
  });

  it('hands the store itself to the settings dialogs', () => {
    const settings = makeTrackerSettings();
    const { result } = renderHook(() => useTrackerSettingsStore(), {
      wrapper: withTrackerSettings(settings),
    });
    expect(result.current).toBe(settings);
  });

  it('tells change listeners the new settings', () => {
    const settings = makeTrackerSettings();
    const seen: number[] = [];
    const stop = settings.subscribe((s) => seen.push(s.notificationVolume));
    settings.update({ notificationVolume: 0.25 });
    stop();
    settings.update({ notificationVolume: 0.75 });
    expect(seen).toEqual([0.25]);
  });
});

import { DEFAULT_TRACKER_SETTINGS } from '@launchdeck/protocol';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getTrackerSettings, onTrackerSettingsChanged, updateTrackerSettings } from './store.ts';
import { useTrackerSettings } from './useTrackerSettings.ts';

// The app-wide store outlives a test: put every field back.
afterEach(() => updateTrackerSettings(DEFAULT_TRACKER_SETTINGS));

describe('useTrackerSettings', () => {
  it('reads a slice and re-renders when it changes', () => {
    const { result } = renderHook(() => useTrackerSettings((s) => s.cardWidth));
    expect(result.current).toBe(1200);
    act(() => updateTrackerSettings({ cardWidth: 900 }));
    expect(result.current).toBe(900);
    expect(getTrackerSettings().cardWidth).toBe(900);
  });

  it('accepts a selector that builds an object, keeping it stable between renders', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return useTrackerSettings((s) => ({
        sol: s.contractButtonPlatform,
        bnb: s.bnbButtonPlatform,
      }));
    });
    const first = result.current;
    expect(first).toEqual({ sol: 'axiom', bnb: 'gmgn' });
    rerender();
    expect(renders).toBe(2);
    act(() => updateTrackerSettings({ bnbButtonPlatform: 'axiom' }));
    expect(result.current).toEqual({ sol: 'axiom', bnb: 'axiom' });
  });

  it('tells change listeners the new settings', () => {
    const seen: number[] = [];
    const stop = onTrackerSettingsChanged((s) => seen.push(s.notificationVolume));
    updateTrackerSettings({ notificationVolume: 0.25 });
    stop();
    updateTrackerSettings({ notificationVolume: 0.75 });
    expect(seen).toEqual([0.25]);
  });
});

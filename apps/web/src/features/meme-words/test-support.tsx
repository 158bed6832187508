import { DEFAULT_MEME_WORDS, type MemeSettings } from '@launchdeck/protocol';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { MemeWordsController, MemeWordsState } from './store.ts';

/**
 * A loaded meme-words store of the test's own (FC §3's default words, highlighting on, unless
 * given), with its actions as spies that answer success; a test plays other windows with setState.
 */
export function makeMemeWords(
  settings: MemeSettings = { words: [...DEFAULT_MEME_WORDS], enabled: true },
): MemeWordsController {
  const store = createStore<MemeWordsState>()(() => ({
    status: 'loaded',
    ...settings,
    active: settings.enabled ? settings.words : [],
  }));
  const ok = async () => ({ ok: true, message: '' });
  return {
    store,
    reload: vi.fn(async () => {}),
    add: vi.fn(ok),
    remove: vi.fn(ok),
    toggle: vi.fn(ok),
    dispose: () => {},
  };
}

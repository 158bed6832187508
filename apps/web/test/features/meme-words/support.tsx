import { DEFAULT_MEME_WORDS, type MemeSettings } from '@launchdeck/protocol';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type {
  MemeWordsController,
  MemeWordsState,
} from '../../../src/features/meme-words/store.ts';

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
    dialog: null,
    alert: null,
  }));
  const ok = async () => ({ ok: true, message: '' });
  return {
    store,
    reload: vi.fn(async () => {}),
    add: vi.fn(ok),
    remove: vi.fn(ok),
    toggle: vi.fn(ok),
    openDialog: vi.fn((word = '') => store.setState({ dialog: { word } })),
    closeDialog: vi.fn(() => store.setState({ dialog: null })),
    showAlert: vi.fn((word: string, handle: string) =>
      store.setState({ alert: { id: 1, word, handle } }),
    ),
    dismissAlert: vi.fn(() => store.setState({ alert: null })),
    dispose: () => {},
  };
}

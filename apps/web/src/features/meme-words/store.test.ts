import { DEFAULT_MEME_WORDS, MEME_WORD_MESSAGES, type MemeSettings } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { ApiError } from '../../lib/http.ts';
import type { MemeWordsApi } from './api.ts';
import { createMemeWordsController } from './store.ts';

const DEFAULTS: MemeSettings = { words: [...DEFAULT_MEME_WORDS], enabled: true };

/** A server that keeps one trader's settings and applies the FC §5 rules it is asked to. */
function fakeApi(start: MemeSettings = DEFAULTS) {
  let settings = structuredClone(start);
  const api = {
    read: vi.fn(async () => settings),
    add: vi.fn(async (_: string, word: string) => {
      settings = { ...settings, words: [...settings.words, word] };
      return settings;
    }),
    remove: vi.fn(async (_: string, word: string) => {
      settings = { ...settings, words: settings.words.filter((w) => w !== word) };
      return settings;
    }),
    toggle: vi.fn(async (_: string, enabled: boolean) => {
      settings = { ...settings, enabled };
      return settings;
    }),
  } satisfies MemeWordsApi;
  return api;
}

async function setup(api: MemeWordsApi = fakeApi()) {
  const kit = fakeSession();
  const memes = createMemeWordsController({ session: kit.session, api });
  const socket = kit.connect();
  await vi.waitFor(() => expect(memes.store.getState().status).not.toBe('loading'));
  return { ...kit, socket, memes, api, state: () => memes.store.getState() };
}

describe('meme words store', () => {
  it('reads the trader’s words at session_ready; the cards use them while highlighting is on', async () => {
    const { state, api } = await setup();
    expect(api.read).toHaveBeenCalledWith('sess-alice');
    expect(state()).toMatchObject({ status: 'loaded', enabled: true, words: DEFAULTS.words });
    expect(state().active).toEqual(DEFAULTS.words);
  });

  it('adds a word lowercased and trimmed, with the FC §8 success', async () => {
    const { memes, state, api } = await setup();
    expect(await memes.add('  PePe ')).toEqual({ ok: true, message: 'Added "pepe" to meme words' });
    expect(api.add).toHaveBeenCalledWith('sess-alice', 'pepe');
    expect(state().words.at(-1)).toBe('pepe');
  });

  it.each([
    ['', MEME_WORD_MESSAGES.empty],
    ['$wif', MEME_WORD_MESSAGES.dollar],
    ['Coin', MEME_WORD_MESSAGES.duplicate],
  ])('refuses %j at once with the FC §5 message, asking nothing', async (typed, message) => {
    const { memes, api } = await setup();
    expect(await memes.add(typed)).toEqual({ ok: false, message });
    expect(api.add).not.toHaveBeenCalled();
  });

  it('removes a word, and refuses an unknown one or an empty list', async () => {
    const { memes, state } = await setup(fakeApi({ words: ['coin'], enabled: true }));
    expect(await memes.remove('pepe')).toEqual({ ok: false, message: MEME_WORD_MESSAGES.notFound });
    expect(await memes.remove('coin')).toEqual({
      ok: true,
      message: 'Removed "coin" from meme words',
    });
    expect(state().words).toEqual([]);
    expect(await memes.remove('coin')).toEqual({ ok: false, message: MEME_WORD_MESSAGES.noWords });
  });

  it('turns highlighting off and on: the cards highlight nothing while it is off', async () => {
    const { memes, state } = await setup();
    expect(await memes.toggle(false)).toEqual({ ok: true, message: 'Meme highlighting disabled' });
    expect(state().active).toEqual([]);
    expect(await memes.toggle(true)).toEqual({ ok: true, message: 'Meme highlighting enabled' });
    expect(state().active).toEqual(DEFAULTS.words);
  });

  it('shows the server’s refusal, else the FC §8 failure of each call', async () => {
    const api = fakeApi();
    const { memes, state } = await setup(api);
    api.add.mockRejectedValueOnce(new ApiError('refused', 409, MEME_WORD_MESSAGES.duplicate));
    expect(await memes.add('fresh')).toEqual({ ok: false, message: MEME_WORD_MESSAGES.duplicate });
    api.add.mockRejectedValueOnce(new ApiError('network', 0, 'offline'));
    expect(await memes.add('fresh')).toEqual({ ok: false, message: 'Failed to add meme word' });
    api.remove.mockRejectedValueOnce(new ApiError('unreadable', 502, 'html'));
    expect(await memes.remove('coin')).toEqual({
      ok: false,
      message: 'Failed to remove meme word',
    });
    api.toggle.mockRejectedValueOnce(new ApiError('network', 0, 'offline'));
    expect(await memes.toggle(false)).toEqual({
      ok: false,
      message: 'Failed to toggle meme settings',
    });
    expect(state()).toMatchObject({ enabled: true, words: DEFAULTS.words });
  });

  it('says the load failed, and loads on reload', async () => {
    const api = fakeApi();
    api.read.mockRejectedValueOnce(new ApiError('network', 0, 'offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { memes, state } = await setup(api);
    expect(state().status).toBe('failed');
    await memes.reload();
    expect(state().status).toBe('loaded');
  });

  it('follows another window’s change, and drops a malformed one', async () => {
    const { socket, state } = await setup();
    socket.receive('meme_words', { words: ['frog'], enabled: true });
    expect(state().active).toEqual(['frog']);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.receive('meme_words', { words: 'frog' });
    expect(state().words).toEqual(['frog']);
  });
});

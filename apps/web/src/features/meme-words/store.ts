import {
  checkMemeWordToAdd,
  checkMemeWordToRemove,
  MEME_WORD_MESSAGES,
  type MemeSettings,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/http.ts';
import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { type MemeWordsApi, memeWordsApi } from './api.ts';

export type MemeWordsState = MemeSettings & {
  /** loading until this session's first answer; failed: FC §8 'Failed to load meme settings'. */
  status: 'loading' | 'loaded' | 'failed';
  /** What the cards highlight and the meme alert looks for: the words, or none when off. */
  active: readonly string[];
  /** The Meme Settings modal, when open: opened from a highlighted word (`word`) or not (''). */
  dialog: { word: string } | null;
  /** FC §9 tracker notification of the last meme alert (MemeAlertNotice shows it for 3 s). */
  alert: MemeAlert | null;
};

/** A live post of `handle` held the meme word `word`; `id` tells two equal alerts apart. */
export type MemeAlert = { id: number; word: string; handle: string };

/** What a change says to the trader: FC §8's success, or the refusal (FC §5) or failure. */
export type MemeOutcome = { ok: boolean; message: string };

export type MemeWordsController = {
  store: StoreApi<MemeWordsState>;
  /** Reads the trader's settings again (after a failed load). */
  reload: () => Promise<void>;
  add: (typed: string) => Promise<MemeOutcome>;
  remove: (word: string) => Promise<MemeOutcome>;
  toggle: (enabled: boolean) => Promise<MemeOutcome>;
  /** Opens the Meme Settings modal, from a highlighted `word` of a card or from nowhere (''). */
  openDialog: (word?: string) => void;
  closeDialog: () => void;
  showAlert: (word: string, handle: string) => void;
  dismissAlert: (id: number) => void;
  dispose: () => void;
};

type Deps = {
  session: Pick<SessionController, 'onSocket' | 'store'>;
  api?: MemeWordsApi;
};

const NONE: readonly string[] = [];

const withActive = (settings: MemeSettings) => ({
  words: settings.words,
  enabled: settings.enabled,
  active: settings.enabled ? settings.words : NONE,
});

/** The server's refusal (an FC §5 message), else the FC §8 fallback. */
const failure = (error: unknown, fallback: string): MemeOutcome => ({
  ok: false,
  message: error instanceof ApiError && error.failure === 'refused' ? error.message : fallback,
});

/**
 * The trader's meme words (FC §5), kept on the server: read at each session_ready, followed
 * live when another window or browser of the trader changes them (`meme_words`). A typed word is
 * checked here first with the protocol's rules, so a refusal is instant, and again by the server.
 */
export function createMemeWordsController({
  session,
  api = memeWordsApi,
}: Deps): MemeWordsController {
  const store = createStore<MemeWordsState>()(() => ({
    status: 'loading',
    words: NONE as string[],
    enabled: true,
    active: NONE,
    dialog: null,
    alert: null,
  }));
  let version = 0;
  let alerts = 0;
  const accept = (settings: MemeSettings) => {
    version += 1;
    store.setState({ status: 'loaded', ...withActive(settings) });
  };
  const sessionId = () => {
    const { phase } = session.store.getState();
    return phase.status === 'active' ? phase.user.sessionId : null;
  };

  const reload = async () => {
    const id = sessionId();
    if (!id) return;
    const read = ++version;
    try {
      const settings = await api.read(id);
      if (read === version) accept(settings);
    } catch (error) {
      console.warn('Could not load the meme settings', error);
      if (read === version) store.setState({ status: 'failed' });
    }
  };

  const change = async (
    call: (id: string) => Promise<MemeSettings>,
    fallback: string,
    success: () => string,
  ): Promise<MemeOutcome> => {
    const id = sessionId();
    if (!id) return { ok: false, message: fallback };
    try {
      accept(await call(id));
      return { ok: true, message: success() };
    } catch (error) {
      return failure(error, fallback);
    }
  };

  const stop = session.onSocket((socket) => {
    listen(socket, 'session_ready', () => void reload());
    listen(socket, 'meme_words', accept);
  });

  return {
    store,
    reload,
    add: async (typed) => {
      const checked = checkMemeWordToAdd(typed, store.getState().words);
      if (!checked.ok) return { ok: false, message: checked.error };
      const { word } = checked;
      return change(
        (id) => api.add(id, word),
        MEME_WORD_MESSAGES.addFailed,
        () => MEME_WORD_MESSAGES.added(word),
      );
    },
    remove: async (typed) => {
      const checked = checkMemeWordToRemove(typed, store.getState().words);
      if (!checked.ok) return { ok: false, message: checked.error };
      const { word } = checked;
      return change(
        (id) => api.remove(id, word),
        MEME_WORD_MESSAGES.removeFailed,
        () => MEME_WORD_MESSAGES.removed(word),
      );
    },
    toggle: (enabled) =>
      change(
        (id) => api.toggle(id, enabled),
        MEME_WORD_MESSAGES.toggleFailed,
        () => MEME_WORD_MESSAGES.toggled(enabled),
      ),
    openDialog: (word = '') => store.setState({ dialog: { word } }),
    closeDialog: () => store.setState({ dialog: null }),
    showAlert: (word, handle) => {
      alerts += 1;
      store.setState({ alert: { id: alerts, word, handle } });
    },
    dismissAlert: (id) => {
      if (store.getState().alert?.id === id) store.setState({ alert: null });
    },
    dispose: stop,
  };
}

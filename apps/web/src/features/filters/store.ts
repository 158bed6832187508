import type { AccountFilterFlag } from '@launchdeck/protocol';
import { createStore } from 'zustand/vanilla';
import { type FilterSettings, KEYS, read, write } from '../../lib/storage.ts';
import type { ReadableStore } from '../../lib/store-context.tsx';
import { normalizeFilters } from '../feed/index.ts';
import { accountKey, withAllFiltered, withFlag } from './rules.ts';

/** FC §9: the hide-account notice shows for 1.5 s. */
export const HIDDEN_NOTICE_MS = 1500;

export type FilterSettingsState = {
  /** FC §3 filter settings, as stored: lowercase handles, each with at least one flag on. */
  settings: FilterSettings;
  /** The account just hidden from a card, while its notice shows (this window only). */
  hiddenNotice: string | null;
};

export type FilterSettingsController = {
  store: ReadableStore<FilterSettingsState>;
  setFlag: (handle: string, flag: AccountFilterFlag, on: boolean) => void;
  /** FC §4: all seven filters on, and the hide-account notice. */
  hideAccount: (handle: string) => void;
  /** 'Filter out all accounts': all seven filters on for each handle the page lists. */
  filterAll: (handles: readonly string[]) => void;
  /** 'Unfilter all accounts': every entry removed. */
  unfilterAll: () => void;
  dispose: () => void;
};

type Deps = {
  /** Runs after each change this window saves, so its feed re-filters at once. */
  onSaved: () => void;
  /** Where `storage` events from other windows arrive. */
  target?: Window;
};

const readSettings = () => normalizeFilters(read(KEYS.filterSettings));

/**
 * The per-account filters (FC §3 `filterSettings`) for the Filter Settings page and the cards'
 * Hide account: every change is saved at once; other windows' changes arrive by the `storage`
 * event (their feeds follow the same event on their own).
 */
export function createFilterSettingsController({
  onSaved,
  target = window,
}: Deps): FilterSettingsController {
  const store = createStore<FilterSettingsState>()(() => ({
    settings: readSettings(),
    hiddenNotice: null,
  }));
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const save = (change: (settings: FilterSettings) => FilterSettings) => {
    const current = store.getState().settings;
    const settings = change(current);
    if (JSON.stringify(settings) === JSON.stringify(current)) return;
    write(KEYS.filterSettings, settings);
    store.setState({ settings });
    onSaved();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.filterSettings.key) {
      store.setState({ settings: readSettings() });
    }
  };
  target.addEventListener('storage', onStorage);

  return {
    store,
    setFlag: (handle, flag, on) => save((s) => withFlag(s, handle, flag, on)),
    hideAccount: (handle) => {
      const key = accountKey(handle);
      if (!key) return;
      save((s) => withAllFiltered(s, [key]));
      clearTimeout(noticeTimer);
      store.setState({ hiddenNotice: key });
      noticeTimer = setTimeout(() => store.setState({ hiddenNotice: null }), HIDDEN_NOTICE_MS);
    },
    filterAll: (handles) => save((s) => withAllFiltered(s, handles)),
    unfilterAll: () => save(() => ({ users: {} })),
    dispose: () => {
      clearTimeout(noticeTimer);
      target.removeEventListener('storage', onStorage);
    },
  };
}

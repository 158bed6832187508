import { ACCOUNT_FILTER_FLAGS } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { makeFilterSettings } from '../../../test/features/filters/support.tsx';
import { KEYS, read } from '../../lib/storage.ts';
import { ALL_FILTERS_ON } from './rules.ts';
import { HIDDEN_NOTICE_MS } from './store.ts';

const NONE = Object.fromEntries(ACCOUNT_FILTER_FLAGS.map((f) => [f, false]));
const stored = () => read(KEYS.filterSettings).users;

describe('filter settings store', () => {
  it('reads the stored filters, keyed by lowercase handle', () => {
    localStorage.setItem(
      'filterSettings',
      JSON.stringify({ users: { '@Alice': { ...NONE, replies: true } } }),
    );
    const filters = makeFilterSettings();
    expect(filters.store.getState().settings.users).toEqual({ alice: { ...NONE, replies: true } });
  });

  it('creates an entry with the first flag, saves it and re-filters this window (FC §4)', () => {
    const filters = makeFilterSettings();
    filters.setFlag('@Alice', 'replies', true);
    expect(stored()).toEqual({ alice: { ...NONE, replies: true } });
    expect(filters.store.getState().settings.users).toEqual(stored());
    expect(filters.onSaved).toHaveBeenCalledOnce();
    filters.setFlag('alice', 'quotes', true);
    expect(stored()).toEqual({ alice: { ...NONE, replies: true, quotes: true } });
  });

  it('removes the entry when its last flag goes off (FC §3)', () => {
    const filters = makeFilterSettings();
    filters.setFlag('alice', 'replies', true);
    filters.setFlag('bob', 'tweets', true);
    filters.setFlag('ALICE', 'replies', false);
    expect(stored()).toEqual({ bob: { ...NONE, tweets: true } });
  });

  it('saves nothing when nothing changes or the handle is unusable', () => {
    const filters = makeFilterSettings();
    filters.setFlag('alice', 'replies', false);
    filters.setFlag('@', 'replies', true);
    filters.setFlag('x'.repeat(65), 'replies', true);
    filters.hideAccount('  ');
    expect(filters.onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem('filterSettings')).toBeNull();
  });

  it('hides an account with all seven filters on and a notice for 1.5 s (FC §4, §9)', () => {
    vi.useFakeTimers();
    const filters = makeFilterSettings();
    filters.setFlag('alice', 'replies', true);
    filters.hideAccount('@Alice');
    expect(stored()).toEqual({ alice: ALL_FILTERS_ON });
    expect(filters.store.getState().hiddenNotice).toBe('alice');
    vi.advanceTimersByTime(HIDDEN_NOTICE_MS - 1);
    filters.hideAccount('bob');
    expect(filters.store.getState().hiddenNotice).toBe('bob');
    vi.advanceTimersByTime(HIDDEN_NOTICE_MS - 1);
    expect(filters.store.getState().hiddenNotice).toBe('bob');
    vi.advanceTimersByTime(1);
    expect(filters.store.getState().hiddenNotice).toBeNull();
  });

  it('filters out every given account, keeping the other entries', () => {
    const filters = makeFilterSettings();
    filters.setFlag('carol', 'tweets', true);
    filters.filterAll(['Alice', 'bob']);
    expect(stored()).toEqual({
      alice: ALL_FILTERS_ON,
      bob: ALL_FILTERS_ON,
      carol: { ...NONE, tweets: true },
    });
  });

  it('unfilters every account, keeping the emptied settings stored', () => {
    const filters = makeFilterSettings();
    filters.filterAll(['alice', 'bob']);
    filters.unfilterAll();
    expect(localStorage.getItem('filterSettings')).toBe('{"users":{}}');
    expect(filters.store.getState().settings.users).toEqual({});
    expect(filters.onSaved).toHaveBeenCalledTimes(2);
  });

  it("follows another window's change by the storage event, without saving it again", () => {
    const filters = makeFilterSettings();
    localStorage.setItem('filterSettings', JSON.stringify({ users: { dave: ALL_FILTERS_ON } }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(filters.store.getState().settings.users).toEqual({});
    window.dispatchEvent(new StorageEvent('storage', { key: 'filterSettings' }));
    expect(filters.store.getState().settings.users).toEqual({ dave: ALL_FILTERS_ON });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(filters.store.getState().settings.users).toEqual({});
    expect(filters.onSaved).not.toHaveBeenCalled();
  });
});

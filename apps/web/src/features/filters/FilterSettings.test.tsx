import { DEFAULT_ACCOUNT_FILTERS, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  makeWatchedAccounts,
  watchedAccount,
  withWatchedAccounts,
} from '../../../test/features/accounts/support.tsx';
import { makeFilterSettings, withFilterSettings } from '../../../test/features/filters/support.tsx';
import { KEYS, read } from '../../lib/storage.ts';
import { type FeedController, FeedProvider, type FeedState } from '../feed/index.ts';
import { FilterSettings } from './FilterSettings.tsx';
import { ALL_FILTERS_ON } from './rules.ts';
import {
  accountFiltersLabel,
  FILTER_ALL_CONFIRM,
  FILTER_LABELS,
  FILTER_TEXT,
  filterAllText,
  noMatch,
} from './strings.ts';

/** The feed's store holding `posts` as its cards (only `store` is read by the page). */
function fakeFeed(posts: Post[]): FeedController {
  const entries = posts.map((post) => ({ post, version: 1 }));
  const store = createStore<FeedState>()(() => ({
    entries,
    queue: [],
    paused: false,
    lastSeq: undefined,
  }));
  return { store } as unknown as FeedController;
}

function setup(handles = ['alpha', 'beta', 'gamma'], stored?: object, feedPosts: Post[] = []) {
  if (stored) localStorage.setItem('filterSettings', JSON.stringify(stored));
  const accounts = makeWatchedAccounts(handles.map((h) => watchedAccount(h, `${h} Capital`)));
  const filters = makeFilterSettings();
  const Accounts = withWatchedAccounts(accounts);
  const Filters = withFilterSettings(filters);
  const feed = fakeFeed(feedPosts);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FeedProvider controller={feed}>
      <Accounts>
        <Filters>{children}</Filters>
      </Accounts>
    </FeedProvider>
  );
  render(<FilterSettings />, { wrapper });
  return { accounts, filters, user: userEvent.setup() };
}

/** Whether each of a card's switches is on (shown), in FC §3's order. */
const switchesOn = (handle: string) =>
  within(card(handle))
    .getAllByRole('switch')
    .map((s) => (s as HTMLInputElement).checked);

const card = (handle: string) => screen.getByRole('group', { name: accountFiltersLabel(handle) });
const cardHandles = () =>
  screen
    .queryAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent?.replace('Filters for @', ''));
const search = () => screen.getByRole('searchbox', { name: FILTER_TEXT.searchLabel });

describe('FilterSettings', () => {
  it('shows the FC §2 title, text, search box, buttons and the count of tracked accounts', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Filter Settings' })).toBeTruthy();
    expect(
      screen.getByText('Control which types of posts are filtered out for each account'),
    ).toBeTruthy();
    expect(search().getAttribute('placeholder')).toBe('Search accounts...');
    expect(screen.getByRole('button', { name: 'Filter out all accounts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfilter all accounts' })).toBeTruthy();
    expect(screen.getByText('3 accounts tracked, 0 filtered')).toBeTruthy();
  });

  it('says "1 account tracked" for one, and follows /add', () => {
    const { accounts } = setup(['alpha']);
    expect(screen.getByText('1 account tracked, 0 filtered')).toBeTruthy();
    act(() =>
      accounts.store.setState({ accounts: [watchedAccount('alpha'), watchedAccount('beta')] }),
    );
    expect(screen.getByText('2 accounts tracked, 0 filtered')).toBeTruthy();
  });

  it('counts the accounts it lists, filtered handles not watched too, and the cards it shows', () => {
    setup(['alpha', 'beta'], { users: { ...DEFAULT_ACCOUNT_FILTERS, beta: { replies: true } } });
    const brands = Object.keys(DEFAULT_ACCOUNT_FILTERS).length;
    expect(cardHandles()).toHaveLength(brands + 2);
    expect(screen.getByText(`${brands + 2} accounts tracked, ${brands + 1} filtered`)).toBeTruthy();
  });

  it('opens on the accounts in the feed, then the other accounts with a filter', () => {
    setup(
      ['alpha', 'beta'],
      { users: { ...DEFAULT_ACCOUNT_FILTERS, zeta: { quotes: true }, delta: { replies: true } } },
      [
        makePost({ author: { handle: 'Delta', name: 'Delta Desk' } }),
        makePost({ author: { handle: 'alpha' } }),
      ],
    );
    const brands = Object.keys(DEFAULT_ACCOUNT_FILTERS).sort();
    expect(cardHandles()).toEqual(['alpha', 'beta', 'delta', ...[...brands, 'zeta'].sort()]);
    expect(screen.getByRole('heading', { name: FILTER_TEXT.othersTitle })).toBeTruthy();
    expect(within(card('delta')).getByText('Delta Desk')).toBeTruthy();
    expect(within(card('delta')).getByText(FILTER_TEXT.notWatched)).toBeTruthy();
    expect(within(card('alpha')).queryByText(FILTER_TEXT.notWatched)).toBeNull();
  });

  it('reads on = shown: a switch is on for what the feed shows, off for what a filter hides', async () => {
    const { user } = setup(['alpha'], { users: { alpha: { replies: true } } });
    expect(screen.getByText(FILTER_TEXT.switchHint)).toBeTruthy();
    expect(within(card('alpha')).getByText(FILTER_TEXT.shownCaption)).toBeTruthy();
    expect(
      within(card('alpha')).getByRole('switch', { name: FILTER_LABELS.replies }),
    ).toHaveProperty('checked', false);
    expect(switchesOn('alpha')).toEqual([false, true, true, true, true, true, true]);
    await user.click(within(card('alpha')).getByRole('switch', { name: FILTER_LABELS.replies }));
    expect(read(KEYS.filterSettings).users.alpha).toBeUndefined();
    expect(switchesOn('alpha')).toEqual(Array(7).fill(true));
  });

  it('says accounts appear as their posts arrive when the feed is empty and none has a filter', () => {
    setup([]);
    expect(cardHandles()).toEqual([]);
    expect(screen.getByText(FILTER_TEXT.noAccounts)).toBeTruthy();
  });

  it('matches the search by handle or name, ignoring case and a leading @', async () => {
    const { user } = setup(['alpha', 'beta', 'gamma'], { users: { zeta: { tweets: true } } });
    await user.type(search(), '@ALP');
    expect(cardHandles()).toEqual(['alpha']);
    await user.clear(search());
    await user.type(search(), 'capital');
    expect(cardHandles()).toEqual(['alpha', 'beta', 'gamma']);
    await user.clear(search());
    await user.type(search(), 'zet');
    expect(cardHandles()).toEqual(['zeta']);
    await user.clear(search());
    await user.type(search(), 'nobody');
    expect(screen.getByText(noMatch('nobody'))).toBeTruthy();
  });

  it('saves a switch at once: off hides, on again removes the filter', async () => {
    const { user, filters } = setup();
    await user.type(search(), 'beta');
    await user.click(within(card('beta')).getByRole('switch', { name: 'Retweets' }));
    expect(read(KEYS.filterSettings).users.beta?.retweets).toBe(true);
    expect(filters.onSaved).toHaveBeenCalledOnce();
    await user.clear(search());
    expect(cardHandles()).toEqual(['alpha', 'beta', 'gamma']);
    await user.click(within(card('beta')).getByRole('switch', { name: 'Retweets' }));
    expect(read(KEYS.filterSettings).users).toEqual({});
    expect(cardHandles()).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('turns a switch with the keyboard', async () => {
    const { user } = setup();
    await user.type(search(), 'gamma');
    await user.tab(); // Filter out all accounts
    await user.tab(); // Unfilter all accounts is disabled: the first switch is next
    expect(document.activeElement).toBe(
      within(card('gamma')).getByRole('switch', { name: 'Replies' }),
    );
    await user.keyboard(' ');
    expect(read(KEYS.filterSettings).users.gamma?.replies).toBe(true);
  });

  it("asks before 'Filter out all accounts': cancel changes nothing", async () => {
    const { user, filters } = setup(['alpha'], { users: { zeta: { quotes: true } } });
    await user.click(screen.getByRole('button', { name: FILTER_TEXT.filterAll }));
    const dialog = screen.getByRole('dialog', { name: FILTER_ALL_CONFIRM.title });
    expect(within(dialog).getByText(filterAllText(2))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('filterSettings')).toBe('{"users":{"zeta":{"quotes":true}}}');
    expect(filters.onSaved).not.toHaveBeenCalled();
  });

  it('filters out every listed account, brand defaults included, then unfilters them all', async () => {
    const { user } = setup(['alpha', 'beta'], {
      users: { ...DEFAULT_ACCOUNT_FILTERS, zeta: { quotes: true } },
    });
    const listed = ['alpha', 'beta', ...Object.keys(DEFAULT_ACCOUNT_FILTERS), 'zeta'].sort();
    await user.click(screen.getByRole('button', { name: FILTER_TEXT.filterAll }));
    await user.click(screen.getByRole('button', { name: FILTER_ALL_CONFIRM.confirm }));
    const users = read(KEYS.filterSettings).users;
    expect(Object.keys(users).sort()).toEqual(listed);
    for (const handle of listed) expect(users[handle]).toEqual(ALL_FILTERS_ON);
    expect(cardHandles()).toEqual(listed);
    expect(
      screen.getByText(`${listed.length} accounts tracked, ${listed.length} filtered`),
    ).toBeTruthy();
    expect(switchesOn('binance')).toEqual(Array(7).fill(false));

    await user.click(screen.getByRole('button', { name: FILTER_TEXT.unfilterAll }));
    expect(read(KEYS.filterSettings).users).toEqual({});
    expect(cardHandles()).toEqual(['alpha', 'beta']);
    expect(screen.getByText('2 accounts tracked, 0 filtered')).toBeTruthy();
    expect(screen.getByRole('button', { name: FILTER_TEXT.unfilterAll })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("follows another window's change", () => {
    setup();
    localStorage.setItem('filterSettings', JSON.stringify({ users: { gamma: ALL_FILTERS_ON } }));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'filterSettings' })));
    expect(switchesOn('gamma')).toEqual(Array(7).fill(false));
  });
});

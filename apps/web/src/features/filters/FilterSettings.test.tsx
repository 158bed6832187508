import { DEFAULT_ACCOUNT_FILTERS } from '@launchdeck/protocol';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  makeWatchedAccounts,
  watchedAccount,
  withWatchedAccounts,
} from '../../../test/features/accounts/support.tsx';
import { makeFilterSettings, withFilterSettings } from '../../../test/features/filters/support.tsx';
import { KEYS, read } from '../../lib/storage.ts';
import { FilterSettings } from './FilterSettings.tsx';
import { ALL_FILTERS_ON } from './rules.ts';
import {
  accountFiltersLabel,
  FILTER_ALL_CONFIRM,
  FILTER_TEXT,
  filterAllText,
  noMatch,
} from './strings.ts';

function setup(handles = ['alpha', 'beta', 'gamma'], stored?: object) {
  if (stored) localStorage.setItem('filterSettings', JSON.stringify(stored));
  const accounts = makeWatchedAccounts(handles.map((h) => watchedAccount(h, `${h} Capital`)));
  const filters = makeFilterSettings();
  const Accounts = withWatchedAccounts(accounts);
  const Filters = withFilterSettings(filters);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Accounts>
      <Filters>{children}</Filters>
    </Accounts>
  );
  render(<FilterSettings />, { wrapper });
  return { accounts, filters, user: userEvent.setup() };
}

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
    expect(cardHandles()).toHaveLength(brands + 1);
    expect(screen.getByText(`${brands + 2} accounts tracked, ${brands + 1} filtered`)).toBeTruthy();
  });

  it('without a search lists only accounts with an active filter, a handle not watched too', () => {
    setup(['alpha', 'beta'], {
      users: { beta: { replies: true }, zeta: { quotes: true }, alpha: { replies: false } },
    });
    expect(cardHandles()).toEqual(['beta', 'zeta']);
    expect(within(card('zeta')).getByText(FILTER_TEXT.notWatched)).toBeTruthy();
    expect(within(card('beta')).getByRole('switch', { name: 'Replies' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('says to search for an account when none has a filter', () => {
    setup();
    expect(cardHandles()).toEqual([]);
    expect(screen.getByText(FILTER_TEXT.noFilters)).toBeTruthy();
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

  it('saves a switch at once; the last one off takes the card away without a search', async () => {
    const { user, filters } = setup();
    await user.type(search(), 'beta');
    await user.click(within(card('beta')).getByRole('switch', { name: 'Retweets' }));
    expect(read(KEYS.filterSettings).users.beta?.retweets).toBe(true);
    expect(filters.onSaved).toHaveBeenCalledOnce();
    await user.clear(search());
    expect(cardHandles()).toEqual(['beta']);
    await user.click(within(card('beta')).getByRole('switch', { name: 'Retweets' }));
    expect(read(KEYS.filterSettings).users).toEqual({});
    expect(cardHandles()).toEqual([]);
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
    const switches = within(card('binance')).getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual(Array(7).fill(true));

    await user.click(screen.getByRole('button', { name: FILTER_TEXT.unfilterAll }));
    expect(read(KEYS.filterSettings).users).toEqual({});
    expect(cardHandles()).toEqual([]);
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
    expect(cardHandles()).toEqual(['gamma']);
  });
});

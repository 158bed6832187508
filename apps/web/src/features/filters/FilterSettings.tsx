import { useId, useMemo, useState } from 'react';
import { useWatchedAccounts, useWatchedAccountsStatus } from '../accounts/index.ts';
import { AccountFilterCard } from './AccountFilterCard.tsx';
import { useFilterSettings, useFilterSettingsController } from './context.tsx';
import { FilterAllButton } from './FilterAllButton.tsx';
import { filteredAccounts, listedAccounts, shownAccounts } from './shown-accounts.ts';
import { FILTER_TEXT, noMatch, trackedCount } from './strings.ts';
import '../../styles/page.css';
import './filters.css';

/**
 * FC §2 Filter Settings page: search, filter out (after a confirmation) or unfilter every
 * account, and a card per account with its seven filters. One list decides it all: the watched
 * accounts and the filtered handles are what 'Filter out all accounts' covers and what the count
 * counts, and without a search the cards are its filtered accounts. Every switch saves at once
 * and the feed follows.
 */
export function FilterSettings() {
  const watched = useWatchedAccounts();
  const status = useWatchedAccountsStatus();
  const users = useFilterSettings((s) => s.settings.users);
  const filters = useFilterSettingsController();
  const [search, setSearch] = useState('');
  const titleId = useId();
  const term = search.trim();
  const listed = useMemo(() => listedAccounts(watched, users), [watched, users]);
  const keys = useMemo(() => listed.map((account) => account.key), [listed]);
  const accounts = shownAccounts(listed, users, search);
  const empty = term ? noMatch(term) : FILTER_TEXT.noFilters;
  return (
    <section className="page-section filter-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-title">
        {FILTER_TEXT.title}
      </h2>
      <p className="page-text">{FILTER_TEXT.intro}</p>
      <div className="filter-toolbar">
        <input
          type="search"
          className="ds-input filter-search"
          placeholder={FILTER_TEXT.searchPlaceholder}
          aria-label={FILTER_TEXT.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterAllButton keys={keys} onConfirm={filters.filterAll} />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={Object.keys(users).length === 0}
          onClick={filters.unfilterAll}
        >
          {FILTER_TEXT.unfilterAll}
        </button>
        <p className="filter-count" role="status">
          {status === 'loading'
            ? FILTER_TEXT.loading
            : trackedCount(listed.length, filteredAccounts(listed, users).length)}
        </p>
      </div>
      {status === 'failed' ? <p className="filter-hint">{FILTER_TEXT.loadFailed}</p> : null}
      {accounts.length > 0 ? (
        <div className="filter-grid">
          {accounts.map((account) => (
            <AccountFilterCard
              key={account.key}
              account={account}
              filter={users[account.key]}
              onToggle={filters.setFlag}
            />
          ))}
        </div>
      ) : (
        <p className="filter-empty">{empty}</p>
      )}
    </section>
  );
}

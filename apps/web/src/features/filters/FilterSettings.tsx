import type { AccountFilterFlag } from '@launchdeck/protocol';
import { useId, useMemo, useState } from 'react';
import type { FilterSettings as Settings } from '../../lib/storage.ts';
import { useWatchedAccounts, useWatchedAccountsStatus } from '../accounts/index.ts';
import { AccountFilterCard } from './AccountFilterCard.tsx';
import { useFilterSettings, useFilterSettingsController } from './context.tsx';
import { FilterAllButton } from './FilterAllButton.tsx';
import { useFeedAccounts } from './feed-accounts.ts';
import {
  type FilterAccount,
  filteredAccounts,
  listedAccounts,
  shownAccounts,
} from './shown-accounts.ts';
import { FILTER_TEXT, noMatch, trackedCount } from './strings.ts';
import '../../styles/page.css';
import './filters.css';

/**
 * FC §2 Filter Settings page: search, filter out (after a confirmation) or unfilter every
 * account, and a card per account with its seven switches (on = that kind of post is shown).
 * One list decides it all: the watched accounts, the authors seen in the feed and the filtered
 * handles are what 'Filter out all accounts' covers and what the count counts. Without a search
 * the page opens on the accounts in the trader's feed, then the other filtered ones (issue 50).
 * Every switch saves at once and the feed follows.
 */
export function FilterSettings() {
  const watched = useWatchedAccounts();
  const seen = useFeedAccounts();
  const status = useWatchedAccountsStatus();
  const users = useFilterSettings((s) => s.settings.users);
  const filters = useFilterSettingsController();
  const [search, setSearch] = useState('');
  const titleId = useId();
  const term = search.trim();
  const listed = useMemo(() => listedAccounts(watched, users, seen), [watched, users, seen]);
  const keys = useMemo(() => listed.map((account) => account.key), [listed]);
  const { feed, others } = shownAccounts(listed, users, search);
  const empty = term ? noMatch(term) : FILTER_TEXT.noAccounts;
  return (
    <section className="page-section filter-page" aria-labelledby={titleId}>
      <h2 id={titleId} className="page-title">
        {FILTER_TEXT.title}
      </h2>
      <p className="page-text">{FILTER_TEXT.intro}</p>
      <p className="page-text filter-switch-hint">{FILTER_TEXT.switchHint}</p>
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
      {feed.length > 0 ? (
        <AccountGrid accounts={feed} users={users} onToggle={filters.setFlag} />
      ) : (
        <p className="filter-empty">{empty}</p>
      )}
      {others.length > 0 ? (
        <>
          <h3 className="filter-others-title">{FILTER_TEXT.othersTitle}</h3>
          <AccountGrid accounts={others} users={users} onToggle={filters.setFlag} />
        </>
      ) : null}
    </section>
  );
}

function AccountGrid({
  accounts,
  users,
  onToggle,
}: {
  accounts: readonly FilterAccount[];
  users: Settings['users'];
  onToggle: (handle: string, flag: AccountFilterFlag, on: boolean) => void;
}) {
  return (
    <div className="filter-grid">
      {accounts.map((account) => (
        <AccountFilterCard
          key={account.key}
          account={account}
          filter={users[account.key]}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

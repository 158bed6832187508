import { ACCOUNT_FILTER_FLAGS, type AccountFilterFlag } from '@launchdeck/protocol';
import { memo } from 'react';
import type { AccountFilter } from '../../lib/storage.ts';
import { Avatar } from '../cards/index.ts';
import type { FilterAccount } from './shown-accounts.ts';
import { accountFiltersLabel, FILTER_LABELS, FILTER_TEXT } from './strings.ts';

type Props = {
  account: FilterAccount;
  /** Its stored filters; none when no flag is on. */
  filter: AccountFilter | undefined;
  onToggle: (handle: string, flag: AccountFilterFlag, on: boolean) => void;
};

/**
 * One account's card: who it is and its seven FC §3 filters as switches that read the way they
 * look (issue 50): a switch on shows that kind of post, off hides it (its filter is on).
 */
export const AccountFilterCard = memo(function AccountFilterCard({
  account,
  filter,
  onToggle,
}: Props) {
  return (
    <fieldset className="filter-card">
      <legend className="visually-hidden">{accountFiltersLabel(account.key)}</legend>
      <div className="filter-card-who">
        <Avatar src={account.avatar ?? undefined} size={36} />
        <div className="filter-card-names">
          <span className="filter-card-name">{account.name || account.handle}</span>
          <span className="filter-card-handle">@{account.handle}</span>
        </div>
        {account.watched ? null : <span className="filter-card-tag">{FILTER_TEXT.notWatched}</span>}
      </div>
      <p className="filter-card-caption">{FILTER_TEXT.shownCaption}</p>
      <div className="filter-card-switches">
        {ACCOUNT_FILTER_FLAGS.map((flag) => {
          const shown = !(filter?.[flag] ?? false);
          return (
            <label key={flag} className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={shown}
                aria-checked={shown}
                onChange={(event) => onToggle(account.key, flag, !event.target.checked)}
              />
              <span className="switch-track" aria-hidden="true" />
              {FILTER_LABELS[flag]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});

import { normalizeHandle, type WatchedAccount } from '@launchdeck/protocol';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useWatchedAccounts } from '../../accounts/index.ts';
import { checkTypedHandle, HANDLE_MAX, matchAccounts } from './account-matches.ts';
import { PARTS_TEXT } from './strings.ts';
import './settings-parts.css';

type Props = {
  label: string;
  /** Handles already in the list: not offered, and typing one is refused. */
  taken: readonly string[];
  /** Gets the chosen handle, normalised (no '@', lower case). */
  onPick: (handle: string) => void;
  /** Controls shown between the field and the Add button (the per-account sound's select). */
  children?: ReactNode;
};

/**
 * Chooses an account: type to filter the server's watched accounts by handle or name, pick one
 * with the arrows and Enter or a click, or add any typed handle (Enter or Add). An ARIA combobox
 * with a list and manual selection: nothing is picked until the trader moves to it, so Enter on
 * a half-typed handle adds what was typed.
 */
export function AccountPicker({ label, taken, onPick, children }: Props) {
  const accounts = useWatchedAccounts();
  const ids = { input: useId(), list: useId(), error: useId() };
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refusal, setRefusal] = useState<string | null>(null);

  const matches = open ? matchAccounts(accounts, query, taken) : [];
  const expanded = matches.length > 0;
  const activeAccount = expanded ? matches[active] : undefined;

  const pick = (handle: string) => {
    onPick(handle);
    setQuery('');
    setActive(-1);
    setOpen(false);
    setRefusal(null);
  };
  const addTyped = () => {
    const typed = checkTypedHandle(query, taken);
    if (typed.ok) pick(typed.handle);
    else setRefusal(PARTS_TEXT.pickerRefusals[typed.reason]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const list = open ? matches : matchAccounts(accounts, query, taken);
      setOpen(true);
      if (list.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        index < 0 && step < 0 ? list.length - 1 : (index + step + list.length) % list.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeAccount) pick(normalizeHandle(activeAccount.handle));
      else addTyped();
    } else if (event.key === 'Escape' && (expanded || query)) {
      // The list (then the text) goes first; only an empty, closed field lets Escape close the dialog.
      event.stopPropagation();
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <div className="account-picker">
      <label htmlFor={ids.input} className="ds-label">
        {label}
      </label>
      <div className="account-picker-row">
        <div className="account-picker-combo">
          <input
            id={ids.input}
            className="ds-input"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={activeAccount ? `${ids.list}-${active}` : undefined}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? ids.error : undefined}
            value={query}
            maxLength={HANDLE_MAX + 2}
            placeholder={PARTS_TEXT.pickerPlaceholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
              setRefusal(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {expanded ? (
            <div
              ref={bringIntoView}
              id={ids.list}
              className="account-options"
              role="listbox"
              aria-label={PARTS_TEXT.pickerMatches}
              // Keeps the focus in the field, so a click on an option lands before the list closes.
              onMouseDown={(event) => event.preventDefault()}
            >
              {matches.map((account, index) => (
                <AccountOption
                  key={account.handle}
                  id={`${ids.list}-${index}`}
                  account={account}
                  active={index === active}
                  onPick={() => pick(normalizeHandle(account.handle))}
                />
              ))}
            </div>
          ) : null}
        </div>
        {children}
        <button type="button" className="btn btn-secondary" onClick={addTyped}>
          {PARTS_TEXT.add}
        </button>
      </div>
      {refusal ? (
        <span id={ids.error} className="ds-field-error" role="alert">
          {refusal}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The picker often sits at the foot of a scrolling panel: the list, as it opens, and the option
 * the arrows reach are scrolled into view. (jsdom, in unit tests, has no scrollIntoView.)
 */
const bringIntoView = (element: HTMLElement | null) =>
  element?.scrollIntoView?.({ block: 'nearest' });

type OptionProps = { id: string; account: WatchedAccount; active: boolean; onPick: () => void };

function AccountOption({ id, account, active, onPick }: OptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (arrows, Enter)
    <div
      ref={active ? bringIntoView : undefined}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={active ? 'account-option is-active' : 'account-option'}
      onClick={onPick}
    >
      {account.avatar ? (
        // FC §8: a broken picture is hidden; the name and handle still say who it is.
        <img
          className="account-option-avatar"
          src={account.avatar}
          alt=""
          width={22}
          height={22}
          referrerPolicy="no-referrer"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
      {account.name ? <span className="account-option-name">{account.name}</span> : null}
      <span className="account-option-handle">@{account.handle}</span>
    </div>
  );
}

import { uniqueUsernames } from '@launchdeck/protocol';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { moreLabel, parseInvitedUsers, suggestUsernames } from './invited-users.ts';
import { GROUP_TEXT } from './strings.ts';
import './group-panel.css';
import './invited-users-field.css';

/** FC §9: the dropdown closes 150 ms after the field loses focus, so a click on a match lands. */
export const AUTOCOMPLETE_BLUR_MS = 150;

export type InvitedUsersFieldProps = {
  /** Names already entered, shown as removable tags. */
  tags: readonly string[];
  /** What is being typed; the form adds it to the tags when it submits. */
  query: string;
  onTagsChange: (tags: string[]) => void;
  onQueryChange: (query: string) => void;
  /** usernames_list, for the suggestions. */
  usernames: readonly string[];
  disabled?: boolean;
};

/** All names the field holds: the tags plus what is typed (FC §5 comma-separated rule). */
export function invitedNames(tags: readonly string[], query: string): string[] {
  return uniqueUsernames([...tags, ...parseInvitedUsers(query)]);
}

/**
 * FC §2 invited-user search: type names (commas separate them) or pick from up to 10 matches
 * plus '+N more...'; matches ignore case and leave out names already entered.
 */
export function InvitedUsersField(props: InvitedUsersFieldProps) {
  const { tags, query, onTagsChange, onQueryChange, usernames, disabled } = props;
  const ids = { input: useId(), list: useId() };
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const { shown, more } = suggestUsernames(usernames, query, tags);
  const expanded = open && (shown.length > 0 || more > 0);

  const add = (names: readonly string[], rest = '') => {
    onTagsChange(uniqueUsernames([...tags, ...names]));
    onQueryChange(rest);
    setActive(0);
  };

  const type = (value: string) => {
    setOpen(true);
    setActive(0);
    const lastComma = value.lastIndexOf(',');
    if (lastComma === -1) return onQueryChange(value);
    add(parseInvitedUsers(value.slice(0, lastComma)), value.slice(lastComma + 1).trimStart());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length ? (index + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter') {
      // Enter picks a name; it must not submit the group form half-typed.
      event.preventDefault();
      const pick = expanded ? shown[active] : undefined;
      if (pick) add([pick]);
      else if (query.trim()) add(parseInvitedUsers(query));
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && !query && tags.length) {
      onTagsChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="invite-field">
      <label htmlFor={ids.input} className="group-label">
        {GROUP_TEXT.invitedLabel}
      </label>
      {tags.length ? (
        <ul className="invite-tags" aria-label={GROUP_TEXT.invitedLabel}>
          {tags.map((name) => (
            <li key={name.toLowerCase()} className="invite-tag">
              <span>{name}</span>
              <button
                type="button"
                className="invite-tag-remove"
                aria-label={`Remove ${name}`}
                disabled={disabled}
                onClick={() => onTagsChange(tags.filter((tag) => tag !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="invite-combo">
        <input
          ref={input}
          id={ids.input}
          className="group-input"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={expanded && shown[active] ? `${ids.list}-${active}` : undefined}
          value={query}
          placeholder={GROUP_TEXT.invitedPlaceholder}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_MS);
          }}
        />
        {expanded ? (
          <div id={ids.list} className="invite-options" role="listbox" aria-label="Matching users">
            {shown.map((name, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
              <div
                key={name}
                id={`${ids.list}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'invite-option is-active' : 'invite-option'}
                onClick={() => {
                  add([name]);
                  input.current?.focus(); // keep the search going for the next name
                }}
              >
                {name}
              </div>
            ))}
            {more > 0 ? <div className="invite-more">{moreLabel(more)}</div> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

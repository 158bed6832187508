import { addWhitelistEntry } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { WHITELISTS_TEXT } from './whitelists-text.ts';

type Props = {
  /** The platform the list launches on, its title. */
  platform: string;
  entries: readonly string[];
  /** The list after an add or a remove; saved at once by the category. */
  onChange: (entries: string[]) => void;
};

/**
 * DA §2 / §5 one whitelist: its entries with a remove button each (scrolling past 200 px), the
 * count, and an add input (Enter or Add) whose entry is trimmed, lowercased and loses its '@'; an
 * empty or listed entry is refused with its message under the list.
 */
export function WhitelistEditor({ platform, entries, onChange }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addWhitelistEntry(entries, text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onChange(result.list);
    setText('');
    setError(null);
  };

  return (
    <section className="whitelist ds-card" aria-label={WHITELISTS_TEXT.listLabel(platform)}>
      <header className="whitelist-head">
        <h3 className="ds-group-title">{platform}</h3>
        <span className="whitelist-count">{WHITELISTS_TEXT.count(entries.length)}</span>
      </header>
      {entries.length === 0 ? (
        <p className="ds-hint whitelist-empty">{WHITELISTS_TEXT.noEntries}</p>
      ) : (
        <ul className="whitelist-entries ds-list">
          {entries.map((entry) => (
            <li key={entry} className="whitelist-entry">
              <span className="whitelist-name">{entry}</span>
              <button
                type="button"
                className="btn btn-ghost ds-small ds-remove"
                aria-label={WHITELISTS_TEXT.remove(entry, platform)}
                onClick={() => onChange(entries.filter((listed) => listed !== entry))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="whitelist-add" onSubmit={add} noValidate>
        <input
          className="ds-input"
          aria-label={WHITELISTS_TEXT.inputLabel(platform)}
          placeholder={WHITELISTS_TEXT.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn-primary">
          {WHITELISTS_TEXT.add}
        </button>
      </form>
      {error ? (
        <p id={`${ids}-error`} className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

import { MEME_WORD_MESSAGES } from '@launchdeck/protocol';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Field, SettingSwitch } from '../settings-ui/index.ts';
import { useMemeWords, useMemeWordsController } from './context.tsx';
import type { MemeOutcome } from './store.ts';
import { MEME_TEXT } from './strings.ts';
import './meme-words.css';

/** FC §8 / §9: a meme message shows for 3 s. */
export const MEME_MESSAGE_MS = 3000;

type Props = {
  /** The word to start with in the field (the highlighted word the modal was opened from). */
  initialWord?: string;
};

/**
 * FC §5 meme words, as the Meme Settings modal and the Word Highlighting category show them: the
 * highlighting switch, a field to add or remove a word (a typed '$' never enters it), the list
 * with a remove button per word, and the FC §8 message of the last change for 3 s.
 */
export function MemeWordsEditor({ initialWord = '' }: Props) {
  const status = useMemeWords((s) => s.status);
  const words = useMemeWords((s) => s.words);
  const enabled = useMemeWords((s) => s.enabled);
  const memes = useMemeWordsController();
  const [typed, setTyped] = useState(initialWord);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<MemeOutcome | null>(null);
  const ids = useId();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MEME_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const run = async (change: () => Promise<MemeOutcome>, clearField: boolean) => {
    setBusy(true);
    const outcome = await change();
    setBusy(false);
    setMessage(outcome);
    if (outcome.ok && clearField) setTyped('');
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(() => memes.add(typed), true);
  };

  // FC §5: a typed '$' is stripped (a pasted one stays, and is refused with its message).
  const dropDollar = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '$') event.preventDefault();
  };

  if (status === 'loading') return <p className="ds-hint">{MEME_TEXT.loading}</p>;
  if (status === 'failed') {
    return (
      <div className="meme-failed" role="alert">
        <span>{MEME_WORD_MESSAGES.loadFailed}</span>
        <button type="button" className="btn btn-secondary" onClick={() => void memes.reload()}>
          {MEME_TEXT.retry}
        </button>
      </div>
    );
  }

  return (
    <div className="meme-editor">
      <SettingSwitch
        label={MEME_TEXT.highlighting}
        checked={enabled}
        disabled={busy}
        onChange={(on) => void run(() => memes.toggle(on), false)}
      />
      <form className="meme-form" onSubmit={add}>
        <Field id={`${ids}-word`} label={MEME_TEXT.wordLabel}>
          <div className="meme-form-row">
            <input
              id={`${ids}-word`}
              className="ds-input"
              value={typed}
              maxLength={256}
              placeholder={MEME_TEXT.wordPlaceholder}
              autoComplete="off"
              spellCheck={false}
              onKeyDown={dropDollar}
              onChange={(event) => {
                setTyped(event.target.value);
                if (message && !message.ok) setMessage(null);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {MEME_TEXT.add}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => void run(() => memes.remove(typed), true)}
            >
              {MEME_TEXT.remove}
            </button>
          </div>
        </Field>
      </form>
      <p
        className={message && !message.ok ? 'meme-message is-error' : 'meme-message'}
        role={message && !message.ok ? 'alert' : 'status'}
      >
        {message?.message ?? ''}
      </p>
      <section className="meme-list" aria-labelledby={`${ids}-list`}>
        <h4 id={`${ids}-list`} className="meme-list-title">
          {MEME_TEXT.listLabel} <span className="meme-count">{MEME_TEXT.count(words.length)}</span>
        </h4>
        {words.length === 0 ? (
          <p className="ds-hint">{MEME_TEXT.empty}</p>
        ) : (
          <ul className="meme-chips">
            {words.map((word) => (
              <li key={word} className={enabled ? 'meme-chip' : 'meme-chip is-off'}>
                <span>{word}</span>
                <button
                  type="button"
                  className="meme-chip-remove"
                  aria-label={MEME_TEXT.removeWord(word)}
                  disabled={busy}
                  onClick={() => void run(() => memes.remove(word), false)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { ACCOUNT_TEXT } from './strings.ts';

/** Copies `text`; says 'Copied' on the button itself for a moment, or why it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid(ACCOUNT_TEXT.copied),
      (error: unknown) => {
        console.warn('Copying to the clipboard failed', error);
        setSaid(ACCOUNT_TEXT.copyFailed);
      },
    );
  };
  return (
    <button
      type="button"
      className="btn btn-secondary ds-small"
      onClick={copy}
      onBlur={() => setSaid(null)}
    >
      <span aria-live="polite">{said ?? label}</span>
    </button>
  );
}

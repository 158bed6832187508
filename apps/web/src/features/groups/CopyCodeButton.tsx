import { useState } from 'react';
import { GROUP_TEXT } from './strings.ts';

/**
 * Issue 50: copies a group's chat code to share it; the button says 'Copied' for a moment (or why
 * it could not), and its name says which code it copies.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setSaid(GROUP_TEXT.copied),
      (error: unknown) => {
        console.warn('Copying the group code failed', error);
        setSaid(GROUP_TEXT.copyFailed);
      },
    );
  };
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small group-code-copy"
      aria-label={GROUP_TEXT.copyCode(code)}
      onClick={copy}
      onBlur={() => setSaid(null)}
    >
      <span aria-live="polite">{said ?? GROUP_TEXT.copy}</span>
    </button>
  );
}

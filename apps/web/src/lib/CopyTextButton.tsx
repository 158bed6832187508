import { useState } from 'react';

type Props = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's text until it has copied. */
  label: string;
  /** What the button says for a moment after copying, and when the clipboard refused. */
  said: { copied: string; failed: string };
  className: string;
  /** The accessible name when the visible label alone does not say what is copied. */
  ariaLabel?: string;
};

/**
 * A button that copies `text` and says so on itself ('Copied', or why it could not) until it
 * loses the focus; the change is announced politely. A refusal is logged, never thrown.
 */
export function CopyTextButton({ text, label, said, className, ariaLabel }: Props) {
  const [shown, setShown] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setShown(said.copied),
      (error: unknown) => {
        console.warn('Copying to the clipboard failed', error);
        setShown(said.failed);
      },
    );
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onClick={copy}
      onBlur={() => setShown(null)}
    >
      <span aria-live="polite">{shown ?? label}</span>
    </button>
  );
}

import { CopyTextButton } from '../../lib/CopyTextButton.tsx';
import { ACCOUNT_TEXT } from './strings.ts';

const SAID = { copied: ACCOUNT_TEXT.copied, failed: ACCOUNT_TEXT.copyFailed };

/** Copies `text`; says 'Copied' on the button itself for a moment, or why it could not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <CopyTextButton text={text} label={label} said={SAID} className="btn btn-secondary ds-small" />
  );
}

import { CopyTextButton } from '../../lib/CopyTextButton.tsx';
import { GROUP_TEXT } from './strings.ts';

const SAID = { copied: GROUP_TEXT.copied, failed: GROUP_TEXT.copyFailed };

/**
 * Issue 50: copies a group's chat code to share it; the button says 'Copied' for a moment (or why
 * it could not), and its name says which code it copies.
 */
export function CopyCodeButton({ code }: { code: string }) {
  return (
    <CopyTextButton
      text={code}
      label={GROUP_TEXT.copy}
      said={SAID}
      className="btn btn-secondary btn-small group-code-copy"
      ariaLabel={GROUP_TEXT.copyCode(code)}
    />
  );
}

import { CodeField } from '../../account-security/index.ts';

type Props = {
  hint: string;
  code: string;
  error: string | null;
  busy: boolean;
  /** A new code; the caller clears the server's last sentence about it. */
  onChange: (code: string) => void;
};

/** The current two-factor code a wallet change asks for, under a line saying why. */
export function StepUpCode({ hint, code, error, busy, onChange }: Props) {
  return (
    <>
      <p className="ds-hint">{hint}</p>
      <CodeField value={code} onChange={onChange} error={error} disabled={busy} />
    </>
  );
}

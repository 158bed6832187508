import { CopyButton } from './CopyButton.tsx';
import { ACCOUNT_TEXT } from './strings.ts';

/** Saves the codes as a small text file through the browser's download. */
function download(codes: readonly string[]) {
  const file = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = ACCOUNT_TEXT.recoveryFileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: copy them, download them, then say they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className="account-recovery">
      <h4 className="account-recovery-title">{ACCOUNT_TEXT.recoveryTitle}</h4>
      <p className="ds-hint">{ACCOUNT_TEXT.recoveryHint}</p>
      <ol className="account-recovery-codes ds-mono" aria-label={ACCOUNT_TEXT.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="account-actions">
        <CopyButton text={codes.join('\n')} label={ACCOUNT_TEXT.copyCodes} />
        <button
          type="button"
          className="btn btn-secondary ds-small"
          onClick={() => download(codes)}
        >
          {ACCOUNT_TEXT.downloadCodes}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {ACCOUNT_TEXT.recoverySaved}
        </button>
      </div>
    </div>
  );
}

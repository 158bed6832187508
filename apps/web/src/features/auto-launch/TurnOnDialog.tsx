import type { AutoLaunchRule } from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { CodeField } from '../account-security/index.ts';
import { Modal } from '../modal/index.ts';
import { autoLaunchApi } from './api.ts';
import { refusalOf } from './failure.ts';
import { ruleBody } from './format.ts';
import { useSessionId } from './queries.tsx';
import { AUTO_LAUNCH_TEXT as T } from './strings.ts';

type Props = {
  rule: AutoLaunchRule;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Turning a rule on from its switch: the current two-factor code first (the server asks for it),
 * its refusal under the code; anything else the server says under it.
 */
export function TurnOnDialog({ rule, onDone, onCancel }: Props) {
  const formId = useId();
  const sessionId = useSessionId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!sessionId || busy) return;
    setBusy(true);
    setError(null);
    try {
      const trimmed = code.replace(/\s+/g, '');
      await autoLaunchApi.updateRule(sessionId, rule.id, {
        ...ruleBody(rule),
        enabled: true,
        ...(trimmed ? { code: trimmed } : {}),
      });
      setBusy(false);
      onDone();
    } catch (failure) {
      const refused = refusalOf(failure, T.toggleFailed);
      setCodeError(refused.errors.code ?? null);
      setError(
        refused.form ?? (refused.errors.code ? null : (Object.values(refused.errors)[0] ?? null)),
      );
      setBusy(false);
    }
  };

  return (
    <Modal
      title={T.turnOnTitle(rule.name)}
      className="confirm-dialog"
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
            {T.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? T.turningOn : T.turnOn}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="al-turn-on"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p className="ds-hint">{T.turnOnHint}</p>
        <CodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(null);
          }}
          error={codeError}
          label={T.codeLabel}
          disabled={busy}
        />
        {error ? (
          <p className="ds-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

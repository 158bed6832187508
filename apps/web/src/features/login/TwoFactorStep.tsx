import { type FormEvent, useId, useState } from 'react';
import { LOGIN_TEXT } from './strings.ts';
import type { CodeStep, LoginStatus } from './useLogin.ts';

type Props = {
  step: CodeStep;
  status: LoginStatus;
  onSubmit: (code: string) => void;
  onBack: () => void;
};

/**
 * The second step of a login with two-factor on: the 6-digit code from the authenticator app
 * (filled by the phone's keyboard or a password manager: one-time-code), or one recovery code.
 */
export function TwoFactorStep({ step, status, onSubmit, onBack }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const ids = { code: useId(), prompt: useId(), error: useId() };
  const busy = status.state === 'submitting';
  const error = status.state === 'error' ? status.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code);
  };

  const switchKind = () => {
    setRecovery((on) => !on);
    setCode('');
  };

  return (
    <form className="login-form login-code" onSubmit={submit} noValidate>
      <div className="login-code-head">
        <h2 className="login-code-title">{LOGIN_TEXT.codeTitle}</h2>
        <p id={ids.prompt} className="login-code-prompt">
          {recovery ? LOGIN_TEXT.recoveryPrompt : step.prompt || LOGIN_TEXT.codePrompt}
        </p>
        <p className="login-code-user">{LOGIN_TEXT.loggingInAs(step.username)}</p>
      </div>
      <div className="login-field">
        <label htmlFor={ids.code}>
          {recovery ? LOGIN_TEXT.recoveryLabel : LOGIN_TEXT.codeLabel}
        </label>
        <input
          key={recovery ? 'recovery' : 'code'}
          id={ids.code}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          className={recovery ? 'login-recovery-input' : 'login-code-input'}
          // biome-ignore lint/a11y/noAutofocus: the only field of this step, shown by the user's own login
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 32 : 7}
          placeholder={recovery ? 'xxxxx-xxxxx' : '······'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.prompt} ${ids.error}` : ids.prompt}
        />
      </div>
      {error ? (
        <p id={ids.error} className="login-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary login-submit" disabled={busy}>
        {busy ? LOGIN_TEXT.verifying : LOGIN_TEXT.verify}
      </button>
      <div className="login-code-links">
        <button type="button" className="login-link" onClick={switchKind}>
          {recovery ? LOGIN_TEXT.useApp : LOGIN_TEXT.useRecovery}
        </button>
        <button type="button" className="login-link" onClick={onBack} disabled={busy}>
          {LOGIN_TEXT.back}
        </button>
      </div>
    </form>
  );
}

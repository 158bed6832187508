import { LIMITS } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import type { LoginFields, LoginStatus } from './useLogin.ts';

type LoginFormProps = {
  status: LoginStatus;
  onSubmit: (fields: LoginFields) => void;
};

/** FC §2: username, password, 'Save login for next time', Login ('Logging in...' while busy). */
export function LoginForm({ status, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const ids = { username: useId(), password: useId(), remember: useId(), error: useId() };
  const busy = status.state === 'submitting';
  const error = status.state === 'error' ? status.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ username, password, remember });
  };

  return (
    <form
      className="login-form"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? ids.error : undefined}
    >
      <div className="login-field">
        <label htmlFor={ids.username}>Username</label>
        <input
          id={ids.username}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="login-field">
        <label htmlFor={ids.password}>Password</label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="login-remember">
        <input
          id={ids.remember}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={ids.remember}>Save login for next time</label>
      </div>
      {error ? (
        <p id={ids.error} className="login-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary login-submit" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

import { useId } from 'react';

type WelcomeBackProps = {
  username: string;
  busy: boolean;
  onLogin: () => void;
  onRemove: () => void;
};

/** FC §2: one-click login as the saved user, and a way to forget that login. */
export function WelcomeBack({ username, busy, onLogin, onRemove }: WelcomeBackProps) {
  const headingId = useId();
  return (
    <section className="welcome-back" aria-labelledby={headingId}>
      <h2 id={headingId} className="welcome-back-title">
        Welcome back
      </h2>
      <div className="welcome-back-row">
        <button
          type="button"
          className="btn btn-primary welcome-back-login"
          disabled={busy}
          onClick={onLogin}
        >
          <span className="welcome-back-avatar" aria-hidden="true">
            {username.slice(0, 1).toUpperCase()}
          </span>
          Log in as {username}
        </button>
        <button
          type="button"
          className="btn btn-ghost welcome-back-remove"
          aria-label="Remove saved login"
          title="Remove saved login"
          disabled={busy}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </section>
  );
}

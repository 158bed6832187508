import { type LoginResponseBody, MESSAGES } from '@launchdeck/protocol';
import { LoginForm } from './LoginForm.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { useLogin } from './useLogin.ts';
import { WelcomeBack } from './WelcomeBack.tsx';
import './login.css';

type LoginScreenProps = {
  onLoggedIn: (login: LoginResponseBody) => void;
  /** Why the app logged the user out (DA §4 'Session expired or access denied'). */
  notice?: string;
};

/** FC §2 Login screen: shown while there is no session. */
export function LoginScreen({ onLoggedIn, notice }: LoginScreenProps) {
  const login = useLogin(onLoggedIn);
  const { status, busy, saved, codeStep } = login;

  return (
    <main className="login-page">
      <div className="login-card">
        <header className="login-header">
          <img className="login-mark" src="/favicon.svg" alt="" />
          <h1 className="login-title">Launchdeck</h1>
          <p className="login-subtitle">
            Access is by invitation. Join our Discord community server to request an account.
          </p>
        </header>
        {notice ? (
          <p className="login-error login-notice" role="alert">
            {notice}
          </p>
        ) : null}
        {codeStep ? (
          <TwoFactorStep
            step={codeStep}
            status={status}
            onSubmit={login.submitCode}
            onBack={login.leaveCodeStep}
          />
        ) : (
          <>
            {saved ? (
              <>
                <WelcomeBack
                  username={saved.username}
                  busy={busy}
                  onLogin={login.loginAsSaved}
                  onRemove={login.removeSaved}
                />
                <p className="login-divider">
                  <span>or log in with another account</span>
                </p>
              </>
            ) : null}
            <LoginForm status={status} onSubmit={login.submit} />
          </>
        )}
        <p className="login-footer">
          <LockIcon />
          <span>{MESSAGES.secureLogin}</span>
        </p>
      </div>
    </main>
  );
}

function LockIcon() {
  return (
    <svg className="login-lock" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" />
    </svg>
  );
}

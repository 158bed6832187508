import type { AccountSession } from '@launchdeck/protocol';
import { sessionTime } from './session-time.ts';
import { ACCOUNT_TEXT } from './strings.ts';
import { describeUserAgent } from './user-agent.ts';

type Props = {
  session: AccountSession;
  now: number;
  busy: boolean;
  onEnd: () => void;
};

/** One of the trader's sessions: where (browser, address), since when, last seen, its windows. */
export function SessionRow({ session, now, busy, onEnd }: Props) {
  const device = describeUserAgent(session.userAgent);
  return (
    <li
      className={session.current ? 'account-session ds-card is-current' : 'account-session ds-card'}
    >
      <div className="account-session-main">
        <div className="account-session-head">
          <span className="account-session-device">{device}</span>
          {session.current ? (
            <span className="account-badge is-on">{ACCOUNT_TEXT.thisSession}</span>
          ) : null}
        </div>
        <p className="account-session-meta">
          <span className="ds-mono">{session.ip || ACCOUNT_TEXT.unknownIp}</span>
          <span>{ACCOUNT_TEXT.windows(session.connections)}</span>
        </p>
        <p className="account-session-meta">
          <span>
            {ACCOUNT_TEXT.loggedIn} {sessionTime(session.loginTime, now)}
          </span>
          <span>
            {ACCOUNT_TEXT.lastSeen} {sessionTime(session.lastSeen, now)}
          </span>
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-secondary ds-small"
          aria-label={ACCOUNT_TEXT.endOneLabel(device)}
          disabled={busy}
          onClick={onEnd}
        >
          {ACCOUNT_TEXT.endOne}
        </button>
      )}
    </li>
  );
}

import { useId, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { USERS_TEXT } from './users-text.ts';
import './require-two-factor.css';

/**
 * Issue 34: the site-wide 'Require two-factor for everyone' switch, over the logins it governs.
 * It shows the state asked for while the server takes it, then the server's (as UserToggle); a
 * change is audited by the server.
 */
export function RequireTwoFactorSwitch() {
  const hintId = useId();
  const query = useAdminQuery(
    ADMIN_KEYS.requireTwoFactor,
    adminApi.requireTwoFactor,
    USERS_TEXT.requireTwoFactorLoadFailed,
  );
  const change = useAdminAction(adminApi.setRequireTwoFactor, {
    failure: USERS_TEXT.requireTwoFactorFailed,
    success: ({ required }) =>
      required ? USERS_TEXT.requireTwoFactorOn : USERS_TEXT.requireTwoFactorOff,
    invalidates: [ADMIN_KEYS.requireTwoFactor],
  });
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? query.data?.required ?? false;
  const toggle = async (on: boolean) => {
    setAsked(on);
    await change.runAsync(on);
    setAsked(null);
  };
  return (
    <div className="admin-require-2fa">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={!query.data || asked !== null}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {USERS_TEXT.requireTwoFactor}
      </label>
      <span id={hintId} className="admin-hint">
        {query.error ?? USERS_TEXT.requireTwoFactorHint}
      </span>
    </div>
  );
}

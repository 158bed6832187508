import { useId, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import { USERS_TEXT } from './users-text.ts';
import './require-two-factor.css';

/**
 * Issue 53: the site-wide 'Auto-launch for everyone' switch (GET/PUT /api/admin/auto-launch),
 * beside the two-factor requirement, as RequireTwoFactorSwitch: the state asked for while the
 * server takes it, then the server's. Each trader's own switch is in their row.
 */
export function AutoLaunchAdminSwitch() {
  const hintId = useId();
  const query = useAdminQuery(
    ADMIN_KEYS.autoLaunch,
    adminApi.autoLaunch,
    USERS_TEXT.autoLaunchLoadFailed,
  );
  const change = useAdminAction(adminApi.setAutoLaunch, {
    failure: USERS_TEXT.autoLaunchFailed,
    success: ({ enabled }) => (enabled ? USERS_TEXT.autoLaunchOn : USERS_TEXT.autoLaunchOff),
    invalidates: [ADMIN_KEYS.autoLaunch, ADMIN_KEYS.audit],
  });
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? query.data?.enabled ?? false;
  const toggle = async (on: boolean) => {
    setAsked(on);
    await change.runAsync(on);
    setAsked(null);
  };
  return (
    <div className="admin-require-2fa admin-auto-launch">
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
        {USERS_TEXT.autoLaunch}
      </label>
      <span id={hintId} className="admin-hint">
        {query.error ?? USERS_TEXT.autoLaunchHint}
      </span>
    </div>
  );
}

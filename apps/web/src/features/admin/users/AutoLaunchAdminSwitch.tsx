import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { SiteSwitch } from './SiteSwitch.tsx';
import { USERS_TEXT } from './users-text.ts';

/**
 * Issue 53: the site-wide 'Auto-launch for everyone' switch (GET/PUT /api/admin/auto-launch),
 * beside the two-factor requirement. Each trader's own switch is in their row.
 */
export function AutoLaunchAdminSwitch() {
  return (
    <SiteSwitch
      className="admin-require-2fa admin-auto-launch"
      label={USERS_TEXT.autoLaunch}
      hint={USERS_TEXT.autoLaunchHint}
      queryKey={ADMIN_KEYS.autoLaunch}
      load={adminApi.autoLaunch}
      loadFailed={USERS_TEXT.autoLaunchLoadFailed}
      isOn={({ enabled }) => enabled}
      save={adminApi.setAutoLaunch}
      saveFailed={USERS_TEXT.autoLaunchFailed}
      saved={({ enabled }) => (enabled ? USERS_TEXT.autoLaunchOn : USERS_TEXT.autoLaunchOff)}
      invalidates={[ADMIN_KEYS.audit]}
    />
  );
}

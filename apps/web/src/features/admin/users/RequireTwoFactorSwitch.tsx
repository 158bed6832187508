import { ADMIN_KEYS, adminApi } from '../admin-api.ts';
import { SiteSwitch } from './SiteSwitch.tsx';
import { USERS_TEXT } from './users-text.ts';

/** Issue 34: the site-wide 'Require two-factor for everyone' switch, over the logins it governs. */
export function RequireTwoFactorSwitch() {
  return (
    <SiteSwitch
      className="admin-require-2fa"
      label={USERS_TEXT.requireTwoFactor}
      hint={USERS_TEXT.requireTwoFactorHint}
      queryKey={ADMIN_KEYS.requireTwoFactor}
      load={adminApi.requireTwoFactor}
      loadFailed={USERS_TEXT.requireTwoFactorLoadFailed}
      isOn={({ required }) => required}
      save={adminApi.setRequireTwoFactor}
      saveFailed={USERS_TEXT.requireTwoFactorFailed}
      saved={({ required }) =>
        required ? USERS_TEXT.requireTwoFactorOn : USERS_TEXT.requireTwoFactorOff
      }
    />
  );
}

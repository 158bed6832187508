import { useId, useState } from 'react';
import {
  desktopNotificationsOn,
  notificationPermission,
  setDesktopNotifications,
} from '../push/index.ts';
import { SettingSwitch } from '../settings-ui/index.ts';
import { ALERTS_TEXT as T } from './strings.ts';

/**
 * Issue 51: "Desktop notifications while Launchdeck is in the background", per browser and off
 * by default (the in-tab notifier, push/desktop-notifier.ts, reads it at each post). Turning it on
 * asks for notifications; refused, it stays off and says why. Without notifications it cannot be
 * turned on; blocked, it says how to allow them.
 */
export function DesktopNotificationsSwitch() {
  const titleId = useId();
  const [permission, setPermission] = useState(notificationPermission);
  const [on, setOn] = useState(() => desktopNotificationsOn() && permission === 'granted');
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const change = async (checked: boolean) => {
    setNote(null);
    if (!checked) {
      setDesktopNotifications(false);
      setOn(false);
      return;
    }
    let granted = notificationPermission() === 'granted';
    if (!granted && notificationPermission() === 'default') {
      setAsking(true);
      const answer = await Notification.requestPermission().catch(() => 'default' as const);
      setAsking(false);
      granted = answer === 'granted';
      if (answer === 'default') setNote(T.desktopDismissed);
    }
    setPermission(notificationPermission());
    setDesktopNotifications(granted);
    setOn(granted);
  };

  let state: string | null = note;
  if (permission === 'unsupported') state = T.desktopUnsupported;
  else if (permission === 'denied') state = T.notificationsBlocked;

  return (
    <section className="ds-group alerts-desktop" aria-labelledby={titleId}>
      <h3 id={titleId} className="ds-group-title">
        {T.desktopTitle}
      </h3>
      <SettingSwitch
        label={T.desktopLabel}
        hint={T.desktopHint}
        checked={on}
        disabled={asking || permission === 'unsupported' || permission === 'denied'}
        onChange={(checked) => void change(checked)}
      />
      {state ? (
        <p className="alerts-push-state" role="status">
          {state}
        </p>
      ) : null}
    </section>
  );
}

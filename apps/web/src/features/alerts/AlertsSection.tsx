import { ChannelsPanel } from './ChannelsPanel.tsx';
import { DesktopNotificationsSwitch } from './DesktopNotificationsSwitch.tsx';
import { AlertsQueries } from './queries.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { ALERTS_TEXT } from './strings.ts';
import './alerts.css';

/**
 * The Settings dialog's Alerts category (issue 51): the trader's channels (webhooks, Telegram
 * chats, Discord webhooks, browsers' push), this browser's in-tab desktop notifications, then
 * their rules.
 */
export function AlertsSection() {
  return (
    <AlertsQueries>
      <div className="ds-category alerts-section">
        <p className="ds-hint alerts-intro">{ALERTS_TEXT.intro}</p>
        <ChannelsPanel />
        <DesktopNotificationsSwitch />
        <RulesPanel />
      </div>
    </AlertsQueries>
  );
}

import { AlertsQueries } from './queries.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { ALERTS_TEXT } from './strings.ts';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import './alerts.css';

/** The Settings dialog's Alerts category (issue 51): the trader's webhooks, then their rules. */
export function AlertsSection() {
  return (
    <AlertsQueries>
      <div className="ds-category alerts-section">
        <p className="ds-hint alerts-intro">{ALERTS_TEXT.intro}</p>
        <WebhooksPanel />
        <RulesPanel />
      </div>
    </AlertsQueries>
  );
}

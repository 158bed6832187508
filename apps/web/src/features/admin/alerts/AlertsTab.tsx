import { LIMITS, SendAlertRequestBody } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { adminApi } from '../admin-api.ts';
import { useAdminAction } from '../admin-data.tsx';
import { ADMIN_FAILED } from '../admin-text.ts';
import { checkBody } from '../tab-parts/schema-check.ts';
import { TabHeading } from '../tab-parts/TabHeading.tsx';
import { ALERTS_TEXT } from './alerts-text.ts';
import '../tab-parts/admin-controls.css';
import '../tab-parts/tab-parts.css';
import './alerts.css';

/**
 * DA §2 Alerts: one message to every connected user (FC §6 admin_alert, the Admin Announcement
 * modal). 'Please enter a message' before sending; the server's 'Alert sent to N user(s)' after,
 * and the text clears.
 */
export function AlertsTab() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const send = useAdminAction(adminApi.sendAlert, {
    failure: ADMIN_FAILED.sendAlert,
    invalidates: [],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.busy) return;
    const checked = checkBody(SendAlertRequestBody, { message: text });
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    if (await send.runAsync(checked.value.message)) setText('');
  };

  return (
    <section className="admin-alerts">
      <TabHeading title={ALERTS_TEXT.title} />
      <p className="admin-alerts-note">{ALERTS_TEXT.note}</p>
      <form className="admin-alerts-form" onSubmit={submit} noValidate>
        <label htmlFor={id}>{ALERTS_TEXT.inputLabel}</label>
        <textarea
          id={id}
          className="admin-alerts-input"
          rows={5}
          maxLength={LIMITS.alertMessageMax}
          placeholder={ALERTS_TEXT.placeholder}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <div className="admin-alerts-foot">
          <span id={`${id}-count`} className="admin-alerts-count">
            {ALERTS_TEXT.count(text.length, LIMITS.alertMessageMax)}
          </span>
          <button type="submit" className="btn btn-primary" disabled={send.busy}>
            {send.busy ? ALERTS_TEXT.sending : ALERTS_TEXT.send}
          </button>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="admin-alerts-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}

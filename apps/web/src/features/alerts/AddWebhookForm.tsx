import { ALERT_LIMITS, type WebhookCreated } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../settings-ui/index.ts';
import { alertsApi } from './api.ts';
import { failureText, refusesField } from './failure.ts';
import { useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { onCreated: (webhook: WebhookCreated) => void };

/** The protocol's HttpUrl bound (not exported from its door). */
const URL_MAX = 2048;

type Refusal = { field: 'url' | 'name'; text: string };

/**
 * Add a webhook: its URL and an optional name; a refusal shows under the field it is about. The
 * new webhook's signing secret is the caller's to show.
 */
export function AddWebhookForm({ onCreated }: Props) {
  const hintId = useId();
  const sessionId = useSessionId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    const target = url.trim();
    if (!target || !/^https?:\/\//i.test(target)) {
      setRefusal({ field: 'url', text: target ? T.urlScheme : T.urlMissing });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const label = name.trim();
      const created = await alertsApi.createWebhook(sessionId, {
        url: target,
        ...(label ? { name: label } : {}),
      });
      setUrl('');
      setName('');
      onCreated(created);
    } catch (error) {
      const field = refusesField(error, 'name') && !refusesField(error, 'url') ? 'name' : 'url';
      setRefusal({ field, text: failureText(error, T.addFailed) });
    }
    setBusy(false);
  };

  return (
    <form
      className="alerts-form"
      aria-label={T.addWebhookTitle}
      aria-describedby={hintId}
      noValidate
      onSubmit={submit}
    >
      <p id={hintId} className="ds-hint alerts-form-hint">
        {T.webhookFormHint}
      </p>
      <div className="alerts-form-row">
        <TextField
          label={T.urlLabel}
          type="url"
          mono
          value={url}
          onChange={setUrl}
          maxLength={URL_MAX}
          placeholder={T.urlPlaceholder}
          hint={T.urlHint}
          error={refusal?.field === 'url' ? refusal.text : null}
          className="alerts-url-field"
        />
        <TextField
          label={T.webhookNameLabel}
          value={name}
          onChange={setName}
          maxLength={ALERT_LIMITS.nameMax}
          placeholder={T.webhookNamePlaceholder}
          hint={T.webhookNameHint}
          error={refusal?.field === 'name' ? refusal.text : null}
          className="alerts-name-field"
        />
      </div>
      <div className="alerts-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? T.adding : T.addWebhook}
        </button>
      </div>
    </form>
  );
}

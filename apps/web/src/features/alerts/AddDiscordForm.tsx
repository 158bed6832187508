import { ALERT_LIMITS, type AlertChannel, CreateDiscordChannelBody } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../settings-ui/index.ts';
import { alertsApi } from './api.ts';
import { checkBody, type FieldErrors, refusalOf } from './channel-body.ts';
import { useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { onCreated: (channel: AlertChannel) => void };

const FIELDS = ['url', 'name'] as const;
type FieldName = (typeof FIELDS)[number];

/** The schema's bound on the URL. */
const URL_MAX = 512;

/**
 * Add a Discord webhook: the channel's webhook URL (where Discord shows it said beside it) and an
 * optional name, checked with the protocol's schema before it is sent; the server's refusal is
 * said in its own words.
 */
export function AddDiscordForm({ onCreated }: Props) {
  const hintId = useId();
  const sessionId = useSessionId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || busy) return;
    setRefusal(null);
    setAdded(null);
    const checked = checkBody(
      CreateDiscordChannelBody,
      { kind: 'discord', url, ...(name.trim() ? { name } : {}) },
      FIELDS,
    );
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const made = await alertsApi.createChannel(sessionId, checked.body);
      setUrl('');
      setName('');
      setAdded(T.added(made.name));
      onCreated(made);
    } catch (error) {
      const { field, text } = refusalOf(error, FIELDS, T.addDiscordFailed, 'url');
      if (field) setErrors({ [field]: text });
      else setRefusal(text);
    }
    setBusy(false);
  };

  return (
    <form
      className="alerts-form"
      aria-label={T.addDiscordTitle}
      aria-describedby={hintId}
      noValidate
      onSubmit={submit}
    >
      <p id={hintId} className="ds-hint alerts-form-hint">
        {T.discordHelp}
      </p>
      <div className="alerts-form-row">
        <TextField
          label={T.discordUrlLabel}
          type="url"
          mono
          value={url}
          onChange={setUrl}
          maxLength={URL_MAX}
          placeholder={T.discordUrlPlaceholder}
          hint={T.discordUrlHint}
          error={errors.url}
          className="alerts-url-field"
        />
        <TextField
          label={T.nameOptional}
          value={name}
          onChange={setName}
          maxLength={ALERT_LIMITS.nameMax}
          placeholder={T.discordNamePlaceholder}
          hint={T.discordNameHint}
          error={errors.name}
          className="alerts-name-field"
        />
      </div>
      {refusal ? (
        <p className="ds-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {added ? (
        <p className="alerts-added" role="status">
          {added}
        </p>
      ) : null}
      <div className="alerts-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? T.adding : T.addDiscord}
        </button>
      </div>
    </form>
  );
}

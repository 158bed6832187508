import { ALERT_LIMITS, type AlertChannel, CreateDiscordChannelBody } from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { TextField } from '../settings-ui/index.ts';
import { ALERTS_TEXT as T } from './strings.ts';
import { FormOutcome, useChannelForm } from './useChannelForm.tsx';

type Props = { onCreated: (channel: AlertChannel) => void };

const FIELDS = ['url', 'name'] as const;

/** The schema's bound on the URL. */
const URL_MAX = 512;

/**
 * Add a Discord webhook: the channel's webhook URL (where Discord shows it said beside it) and an
 * optional name, checked with the protocol's schema before it is sent; the server's refusal is
 * said in its own words.
 */
export function AddDiscordForm({ onCreated }: Props) {
  const hintId = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const { errors, refusal, added, busy, submit } = useChannelForm({
    schema: CreateDiscordChannelBody,
    fields: FIELDS,
    body: () => ({ kind: 'discord', url, ...(name.trim() ? { name } : {}) }),
    failed: T.addDiscordFailed,
    unnamed: 'url',
    reset: () => {
      setUrl('');
      setName('');
    },
    onCreated,
  });

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
      <FormOutcome refusal={refusal} added={added} />
      <div className="alerts-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? T.adding : T.addDiscord}
        </button>
      </div>
    </form>
  );
}

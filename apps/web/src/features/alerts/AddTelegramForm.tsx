import { ALERT_LIMITS, type AlertChannel, CreateTelegramChannelBody } from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { TextField } from '../settings-ui/index.ts';
import { SecretField } from './SecretField.tsx';
import { ALERTS_TEXT as T } from './strings.ts';
import { FormOutcome, useChannelForm } from './useChannelForm.tsx';

type Props = { onCreated: (channel: AlertChannel) => void };

const FIELDS = ['botToken', 'chatId', 'name'] as const;

/** Room to paste a token or chat id with spaces around it; the schema says what is too long. */
const TOKEN_TEXT_MAX = 128;
const CHAT_TEXT_MAX = 64;

/**
 * Add a Telegram chat: the bot's token (hidden, with Show), the chat id and an optional name, with
 * the three steps that give them. Each field is checked with the protocol's schema before it is
 * sent, its sentence under it; the server's refusal is said in its own words.
 */
export function AddTelegramForm({ onCreated }: Props) {
  const stepsId = useId();
  const [botToken, setBotToken] = useState('');
  const [chatId, setChatId] = useState('');
  const [name, setName] = useState('');
  const { errors, refusal, added, busy, submit } = useChannelForm({
    schema: CreateTelegramChannelBody,
    fields: FIELDS,
    body: () => ({ kind: 'telegram', botToken, chatId, ...(name.trim() ? { name } : {}) }),
    failed: T.addTelegramFailed,
    reset: () => {
      setBotToken('');
      setChatId('');
      setName('');
    },
    onCreated,
  });

  return (
    <form
      className="alerts-form"
      aria-label={T.addTelegramTitle}
      aria-describedby={stepsId}
      noValidate
      onSubmit={submit}
    >
      <ol id={stepsId} className="alerts-steps" aria-label={T.telegramStepsLabel}>
        {T.telegramSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="alerts-form-row">
        <SecretField
          label={T.botTokenLabel}
          value={botToken}
          onChange={setBotToken}
          maxLength={TOKEN_TEXT_MAX}
          placeholder={T.botTokenPlaceholder}
          hint={T.botTokenHint}
          error={errors.botToken}
          className="alerts-url-field"
        />
        <TextField
          label={T.chatIdLabel}
          value={chatId}
          onChange={setChatId}
          maxLength={CHAT_TEXT_MAX}
          placeholder={T.chatIdPlaceholder}
          mono
          error={errors.chatId}
          className="alerts-name-field"
        />
      </div>
      <TextField
        label={T.nameOptional}
        value={name}
        onChange={setName}
        maxLength={ALERT_LIMITS.nameMax}
        placeholder={T.telegramNamePlaceholder}
        hint={T.telegramNameHint}
        error={errors.name}
        className="alerts-name-field alerts-name-alone"
      />
      <FormOutcome refusal={refusal} added={added} />
      <div className="alerts-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? T.adding : T.addTelegram}
        </button>
      </div>
    </form>
  );
}

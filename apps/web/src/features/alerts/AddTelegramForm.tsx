import { ALERT_LIMITS, type AlertChannel, CreateTelegramChannelBody } from '@launchdeck/protocol';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../settings-ui/index.ts';
import { alertsApi } from './api.ts';
import { checkBody, type FieldErrors, refusalOf } from './channel-body.ts';
import { useSessionId } from './queries.tsx';
import { SecretField } from './SecretField.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { onCreated: (channel: AlertChannel) => void };

const FIELDS = ['botToken', 'chatId', 'name'] as const;
type FieldName = (typeof FIELDS)[number];

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
  const sessionId = useSessionId();
  const [botToken, setBotToken] = useState('');
  const [chatId, setChatId] = useState('');
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
      CreateTelegramChannelBody,
      { kind: 'telegram', botToken, chatId, ...(name.trim() ? { name } : {}) },
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
      setBotToken('');
      setChatId('');
      setName('');
      setAdded(T.added(made.name));
      onCreated(made);
    } catch (error) {
      const { field, text } = refusalOf(error, FIELDS, T.addTelegramFailed);
      if (field) setErrors({ [field]: text });
      else setRefusal(text);
    }
    setBusy(false);
  };

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
          {busy ? T.adding : T.addTelegram}
        </button>
      </div>
    </form>
  );
}

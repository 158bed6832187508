import {
  ALERT_CHANNEL_KINDS,
  type AlertChannel,
  type AlertChannelKind,
  type WebhookCreated,
} from '@launchdeck/protocol';
import { useId, useState } from 'react';
import { AddDiscordForm } from './AddDiscordForm.tsx';
import { AddPushForm } from './AddPushForm.tsx';
import { AddTelegramForm } from './AddTelegramForm.tsx';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { ChannelKindIcon } from './ChannelKind.tsx';
import { CHANNEL_KIND_LABELS, ALERTS_TEXT as T } from './strings.ts';

type Props = {
  /** A webhook was made: its signing secret is shown this once. */
  onWebhookCreated: (webhook: WebhookCreated) => void;
  /** A Telegram chat, a Discord webhook or this browser's push channel was made. */
  onChannelCreated: (channel: AlertChannel) => void;
};

/**
 * Add a channel: a segmented switch of the kinds (Webhook, Telegram, Discord, Push) over the
 * matching form, a webhook's first; Push is this browser's state and its Turn on button. A form left for another kind is dropped with what was typed in it, a
 * pasted token with it.
 */
export function AddChannel({ onWebhookCreated, onChannelCreated }: Props) {
  const titleId = useId();
  const [kind, setKind] = useState<AlertChannelKind>('webhook');
  return (
    <div className="ds-card alerts-add">
      <div className="alerts-add-head">
        <h4 id={titleId} className="alerts-form-title">
          {T.addChannelTitle}
        </h4>
        <fieldset className="alerts-segments" aria-labelledby={titleId}>
          {ALERT_CHANNEL_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              className={option === kind ? 'alerts-segment is-active' : 'alerts-segment'}
              aria-pressed={option === kind}
              onClick={() => setKind(option)}
            >
              <ChannelKindIcon kind={option} />
              {CHANNEL_KIND_LABELS[option]}
            </button>
          ))}
        </fieldset>
      </div>
      {kind === 'webhook' ? <AddWebhookForm onCreated={onWebhookCreated} /> : null}
      {kind === 'telegram' ? <AddTelegramForm onCreated={onChannelCreated} /> : null}
      {kind === 'discord' ? <AddDiscordForm onCreated={onChannelCreated} /> : null}
      {kind === 'push' ? <AddPushForm onCreated={onChannelCreated} /> : null}
    </div>
  );
}

import type { WebhookCreated } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AddChannel } from './AddChannel.tsx';
import { ChannelRow } from './ChannelRow.tsx';
import { ALERTS_QUERIES, useChannels, useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';
import { WebhookSecret } from './WebhookSecret.tsx';

/**
 * The trader's channels of every kind (webhooks, Telegram chats, Discord webhooks, browsers'
 * push subscriptions) in one list, each with its test, its deliveries and a delete; Add a
 * channel under them, and after a webhook is added its signing secret, shown this once.
 */
export function ChannelsPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const list = useChannels();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ALERTS_QUERIES.channels(sessionId) });
    // A rule's summary names its channels; a deleted one leaves its rules.
    void client.invalidateQueries({ queryKey: ALERTS_QUERIES.rules(sessionId) });
  };
  const channels = list.data?.channels ?? [];

  return (
    <section className="ds-group alerts-channels" aria-labelledby={titleId}>
      <h3 id={titleId} className="ds-group-title">
        {T.channelsTitle}
      </h3>
      <p className="ds-hint">{T.channelsHint}</p>
      {list.isPending && sessionId ? <p className="ds-hint">{T.channelsLoading}</p> : null}
      {list.isError ? (
        <p className="ds-field-error" role="alert">
          {T.channelsFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={refresh}>
            {T.retryLoad}
          </button>
        </p>
      ) : null}
      {list.isSuccess && channels.length === 0 ? (
        <p className="ds-hint">{T.noChannelsYet}</p>
      ) : null}
      {channels.length > 0 ? (
        <ul className="ds-list alerts-list" aria-label={T.channelsTitle}>
          {channels.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} onDeleted={refresh} />
          ))}
        </ul>
      ) : null}
      {created ? <WebhookSecret webhook={created} onDone={() => setCreated(null)} /> : null}
      <AddChannel
        onWebhookCreated={(webhook) => {
          setCreated(webhook);
          refresh();
        }}
        onChannelCreated={refresh}
      />
    </section>
  );
}

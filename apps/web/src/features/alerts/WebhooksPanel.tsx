import type { WebhookCreated } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { ALERTS_QUERIES, useSessionId, useWebhooks } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';
import { WebhookRow } from './WebhookRow.tsx';
import { WebhookSecret } from './WebhookSecret.tsx';

/**
 * The trader's webhooks: each with its test, its deliveries and a delete; the Add form under
 * them, and after an add the new one's signing secret, shown this once.
 */
export function WebhooksPanel() {
  const titleId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const list = useWebhooks();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ALERTS_QUERIES.webhooks(sessionId) });
    // A rule's summary names its webhooks; a deleted one leaves its rules.
    void client.invalidateQueries({ queryKey: ALERTS_QUERIES.rules(sessionId) });
  };
  const webhooks = list.data?.webhooks ?? [];

  return (
    <section className="ds-group alerts-webhooks" aria-labelledby={titleId}>
      <h3 id={titleId} className="ds-group-title">
        {T.webhooksTitle}
      </h3>
      <p className="ds-hint">{T.webhooksHint}</p>
      {list.isPending && sessionId ? <p className="ds-hint">{T.webhooksLoading}</p> : null}
      {list.isError ? (
        <p className="ds-field-error" role="alert">
          {T.webhooksFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={refresh}>
            {T.retryLoad}
          </button>
        </p>
      ) : null}
      {list.isSuccess && webhooks.length === 0 ? <p className="ds-hint">{T.noWebhooks}</p> : null}
      {webhooks.length > 0 ? (
        <ul className="ds-list alerts-list" aria-label={T.webhooksTitle}>
          {webhooks.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onDeleted={refresh} />
          ))}
        </ul>
      ) : null}
      {created ? <WebhookSecret webhook={created} onDone={() => setCreated(null)} /> : null}
      <AddWebhookForm
        onCreated={(webhook) => {
          setCreated(webhook);
          refresh();
        }}
      />
    </section>
  );
}

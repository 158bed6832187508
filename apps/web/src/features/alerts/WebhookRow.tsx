import type { Webhook, WebhookDelivery } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { alertsApi } from './api.ts';
import { DeliveryList } from './DeliveryList.tsx';
import { failureText } from './failure.ts';
import { relativeTime } from './format.ts';
import { ALERTS_QUERIES, useDeliveries, useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { webhook: Webhook; onDeleted: () => void };

/** What the last test came to, in words: waiting, delivered, or why it failed. */
function testOutcome(delivery: WebhookDelivery): { tone: 'wait' | 'ok' | 'bad'; text: string } {
  if (delivery.status === 'pending') return { tone: 'wait', text: T.testSent };
  if (delivery.status === 'delivered') {
    return { tone: 'ok', text: T.testDelivered(delivery.lastStatusCode) };
  }
  const why =
    delivery.lastError ??
    (delivery.lastStatusCode === undefined ? undefined : T.httpStatus(delivery.lastStatusCode));
  return { tone: 'bad', text: why ? T.testFailed(why) : T.testFailedPlain };
}

/**
 * One webhook: its name and URL, a Disabled badge with the reason, Test (its outcome shown when
 * it comes), Delete after a confirmation, and its recent deliveries behind a toggle.
 */
export function WebhookRow({ webhook, onDeleted }: Props) {
  const listId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [test, setTest] = useState<WebhookDelivery | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deliveries = useDeliveries(webhook.id, open || test !== null);
  const refreshDeliveries = () =>
    client.invalidateQueries({ queryKey: ALERTS_QUERIES.deliveries(sessionId, webhook.id) });

  const runTest = async () => {
    if (!sessionId || busy) return;
    setBusy('test');
    setError(null);
    try {
      setTest(await alertsApi.test(sessionId, webhook.id));
      void refreshDeliveries();
    } catch (failure) {
      setError(failureText(failure, T.testFailedCall));
    }
    setBusy(null);
  };

  const remove = async () => {
    if (!sessionId || busy) return;
    setBusy('delete');
    setError(null);
    try {
      await alertsApi.deleteWebhook(sessionId, webhook.id);
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      setConfirming(false);
      setError(failureText(failure, T.deleteFailed));
    }
    setBusy(null);
  };

  const tested = test
    ? (deliveries.data?.deliveries.find((delivery) => delivery.id === test.id) ?? test)
    : null;
  const outcome = tested ? testOutcome(tested) : null;

  return (
    <li className={webhook.disabledAt ? 'ds-card alerts-item is-disabled' : 'ds-card alerts-item'}>
      <div className="alerts-item-head">
        <div className="alerts-item-main">
          <div className="alerts-item-title">
            <span className="alerts-item-name">{webhook.name}</span>
            {webhook.disabledAt ? <span className="alerts-badge is-bad">{T.disabled}</span> : null}
          </div>
          <span className="ds-mono alerts-item-url">{webhook.url}</span>
        </div>
        <div className="alerts-item-buttons">
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.testLabel(webhook.name)}
            disabled={busy !== null}
            onClick={() => void runTest()}
          >
            {busy === 'test' ? T.testing : T.test}
          </button>
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.deleteWebhookLabel(webhook.name)}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {T.deleteWebhook}
          </button>
        </div>
      </div>
      {webhook.disabledAt ? (
        <p className="alerts-disabled-reason">
          {webhook.disabledReason ? `${webhook.disabledReason} ` : ''}
          {T.disabledSince(relativeTime(webhook.disabledAt, Date.now()))}
        </p>
      ) : null}
      {outcome ? (
        <p className={`alerts-test is-${outcome.tone}`} role="status">
          {outcome.text}
        </p>
      ) : null}
      {error ? (
        <p className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost ds-small alerts-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={T.deliveriesLabel(webhook.name)}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="alerts-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {T.deliveriesTitle}
      </button>
      <div id={listId} hidden={!open}>
        {open ? (
          <DeliveryList webhook={webhook} query={deliveries} onChanged={refreshDeliveries} />
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={T.deleteWebhookTitle}
          text={T.deleteWebhookBody(webhook.name)}
          confirmLabel={T.deleteWebhook}
          busy={busy === 'delete'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

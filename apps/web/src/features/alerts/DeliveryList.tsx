import type {
  AlertChannel,
  WebhookDeliveriesResponse,
  WebhookDelivery,
} from '@launchdeck/protocol';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { alertsApi } from './api.ts';
import { failureText } from './failure.ts';
import { clockTime, relativeTime } from './format.ts';
import { useSessionId } from './queries.tsx';
import { STATUS_LABELS, ALERTS_TEXT as T } from './strings.ts';

type Props = {
  channel: Pick<AlertChannel, 'id' | 'name'>;
  query: UseQueryResult<WebhookDeliveriesResponse>;
  /** Asks the list again (after a retry). */
  onChanged: () => void;
};

/** Deliveries a trader may send again now: refused, given up, or waiting for their next try. */
const RETRYABLE: ReadonlySet<WebhookDelivery['status']> = new Set([
  'failed',
  'given_up',
  'pending',
]);

const STATUS_TONE: Readonly<Record<WebhookDelivery['status'], string>> = {
  pending: 'is-wait',
  delivered: 'is-ok',
  failed: 'is-bad',
  given_up: 'is-bad',
};

/** A channel's recent deliveries (of any kind), newest first: status in words, tries, the last answer, Retry. */
export function DeliveryList({ channel, query, onChanged }: Props) {
  const sessionId = useSessionId();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();

  const retry = async (delivery: WebhookDelivery) => {
    if (!sessionId || retrying) return;
    setRetrying(delivery.id);
    setError(null);
    try {
      await alertsApi.retry(sessionId, channel.id, delivery.id);
      onChanged();
    } catch (failure) {
      setError(failureText(failure, T.retryFailed));
    }
    setRetrying(null);
  };

  const deliveries = query.data?.deliveries ?? [];
  return (
    <div className="alerts-deliveries">
      <p className="ds-hint">{T.deliveriesHint}</p>
      {query.isPending ? <p className="ds-hint">{T.deliveriesLoading}</p> : null}
      {query.isError ? (
        <p className="ds-field-error" role="alert">
          {T.deliveriesFailed}{' '}
          <button type="button" className="btn btn-ghost ds-small" onClick={onChanged}>
            {T.retryLoad}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className="ds-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {query.isSuccess && deliveries.length === 0 ? (
        <p className="ds-hint">{T.noDeliveries}</p>
      ) : null}
      {deliveries.length > 0 ? (
        <ul className="ds-list alerts-delivery-list" aria-label={T.deliveriesLabel(channel.name)}>
          {deliveries.map((delivery) => {
            const when = clockTime(delivery.createdAt);
            const code = delivery.lastStatusCode;
            const errorText =
              delivery.lastError && delivery.lastError !== (code && T.httpStatus(code))
                ? delivery.lastError
                : null;
            return (
              <li key={delivery.id} className="alerts-delivery">
                <div className="alerts-delivery-main">
                  <div className="alerts-delivery-head">
                    <span className={`alerts-badge ${STATUS_TONE[delivery.status]}`}>
                      {STATUS_LABELS[delivery.status]}
                    </span>
                    <span className="ds-mono alerts-delivery-type">{delivery.type}</span>
                    <time className="alerts-delivery-time" dateTime={delivery.createdAt}>
                      {when}
                    </time>
                  </div>
                  <p className="alerts-delivery-meta">
                    <span>{T.attempts(delivery.attempts)}</span>
                    {code === undefined ? null : <span>{T.httpStatus(code)}</span>}
                    {errorText ? <span className="alerts-delivery-error">{errorText}</span> : null}
                    {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                      <span>{T.nextAttempt(relativeTime(delivery.nextAttemptAt, now))}</span>
                    ) : null}
                    {delivery.deliveredAt ? (
                      <span>{T.deliveredAt(relativeTime(delivery.deliveredAt, now))}</span>
                    ) : null}
                  </p>
                </div>
                {RETRYABLE.has(delivery.status) ? (
                  <button
                    type="button"
                    className="btn btn-secondary ds-small"
                    aria-label={T.retryLabel(delivery.type, when)}
                    disabled={retrying !== null}
                    onClick={() => void retry(delivery)}
                  >
                    {T.retry}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

import type { AlertChannel, WebhookDelivery } from '@launchdeck/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../modal/index.ts';
import { alertsApi } from './api.ts';
import { ChannelKindTag } from './ChannelKind.tsx';
import { DeliveryList } from './DeliveryList.tsx';
import { failureText } from './failure.ts';
import { relativeTime } from './format.ts';
import { ALERTS_QUERIES, useDeliveries, useSessionId } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';

type Props = { channel: AlertChannel; onDeleted: () => void };

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
 * One channel of any kind: its name, its kind (icon and word) and where it sends, a Disabled
 * badge with the reason, Test (its outcome shown when it comes), Delete after a confirmation, and
 * its recent deliveries behind a toggle.
 */
export function ChannelRow({ channel, onDeleted }: Props) {
  const listId = useId();
  const sessionId = useSessionId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [test, setTest] = useState<WebhookDelivery | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deliveries = useDeliveries(channel.id, open || test !== null);
  const refreshDeliveries = () =>
    client.invalidateQueries({ queryKey: ALERTS_QUERIES.deliveries(sessionId, channel.id) });

  const runTest = async () => {
    if (!sessionId || busy) return;
    setBusy('test');
    setError(null);
    try {
      setTest(await alertsApi.test(sessionId, channel.id));
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
      await alertsApi.deleteChannel(sessionId, channel.id);
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
  // A test refused for good (a bot blocked in Telegram, a webhook deleted in Discord) disables
  // the channel at once: the list is asked again to show it, with the reason.
  const testFailed = outcome?.tone === 'bad';
  useEffect(() => {
    if (testFailed) void client.invalidateQueries({ queryKey: ALERTS_QUERIES.channels(sessionId) });
  }, [testFailed, client, sessionId]);

  return (
    <li
      className={channel.disabledAt ? 'ds-card alerts-item is-disabled' : 'ds-card alerts-item'}
      data-kind={channel.kind}
    >
      <div className="alerts-item-head">
        <div className="alerts-item-main">
          <div className="alerts-item-title">
            <span className="alerts-item-name">{channel.name}</span>
            <ChannelKindTag kind={channel.kind} />
            {channel.disabledAt ? <span className="alerts-badge is-bad">{T.disabled}</span> : null}
          </div>
          <span className="ds-mono alerts-item-url">{T.target(channel.kind, channel.target)}</span>
        </div>
        <div className="alerts-item-buttons">
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.testLabel(channel.name)}
            disabled={busy !== null}
            onClick={() => void runTest()}
          >
            {busy === 'test' ? T.testing : T.test}
          </button>
          <button
            type="button"
            className="btn btn-secondary ds-small"
            aria-label={T.deleteChannelLabel(channel.kind, channel.name)}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {T.deleteChannel}
          </button>
        </div>
      </div>
      {channel.disabledAt ? (
        <p className="alerts-disabled-reason">
          {channel.disabledReason ? `${channel.disabledReason} ` : ''}
          {T.disabledSince(relativeTime(channel.disabledAt, Date.now()))}
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
        aria-label={T.deliveriesLabel(channel.name)}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="alerts-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {T.deliveriesTitle}
      </button>
      <div id={listId} hidden={!open}>
        {open ? (
          <DeliveryList channel={channel} query={deliveries} onChanged={refreshDeliveries} />
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={T.deleteChannelTitle}
          text={T.deleteChannelBody(channel.name)}
          confirmLabel={T.deleteChannel}
          busy={busy === 'delete'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

import type { AlertChannel } from '@launchdeck/protocol';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  currentSubscription,
  PushSetupError,
  pushSupport,
  rememberedPush,
  rememberPush,
  turnOnPush,
} from '../push/index.ts';
import { alertsApi } from './api.ts';
import { pushFailureText } from './push-failure.ts';
import { useChannels, useSessionId, useUsername } from './queries.tsx';
import { ALERTS_TEXT as T } from './strings.ts';
import { FormOutcome } from './useChannelForm.tsx';

type Props = { onCreated: (channel: AlertChannel) => void };

/** This browser's subscription endpoint, once read (undefined while it is being read). */
function useEndpoint(): [string | null | undefined, (endpoint: string) => void] {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void currentSubscription().then((subscription) => {
      if (live) setEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      live = false;
    };
  }, []);
  return [endpoint, setEndpoint];
}

/**
 * Push to this browser (issue 51): this browser's state, then what can be done. Unsupported (no
 * service worker, Push API or notifications) and notifications blocked for the site are said,
 * with how to allow them. On: this trader's push channel of this browser (remembered when it was
 * added here) is in the list, enabled, with the browser's subscription still the same. Else Turn
 * on push alerts asks for notifications, subscribes, and adds the channel, named after the
 * browser; each step's failure is said under it.
 */
export function AddPushForm({ onCreated }: Props) {
  const hintId = useId();
  const sessionId = useSessionId();
  const username = useUsername();
  const channels = useChannels().data?.channels;
  const [support, setSupport] = useState(pushSupport);
  const [endpoint, setEndpoint] = useEndpoint();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const record = username ? rememberedPush(username) : null;
  const mine =
    record && endpoint === record.endpoint
      ? channels?.find((channel) => channel.id === record.channelId)
      : undefined;
  const on = support === 'available' && mine !== undefined && !mine.disabledAt;
  // Until the subscription (and, for one remembered, the list) is read, nothing is offered.
  const checking = endpoint === undefined || (record !== null && channels === undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || !username || busy) return;
    setBusy(true);
    setError(null);
    setAdded(null);
    try {
      const made = await turnOnPush(
        {
          pushKey: async () => (await alertsApi.pushKey(sessionId)).publicKey,
          save: (subscription, name, replaces) =>
            alertsApi.createChannel(sessionId, {
              kind: 'push',
              subscription,
              ...(name ? { name } : {}),
              ...(replaces ? { replaces } : {}),
            }),
        },
        // Its channel disabled: the push service ended the subscription, a new one is needed.
        // This browser's earlier channel, if any, is renewed in place: its rules go on.
        {
          replace: Boolean(mine?.disabledAt),
          ...(record ? { replaces: record.channelId } : {}),
        },
      );
      rememberPush(username, { channelId: made.channel.id, endpoint: made.endpoint });
      setEndpoint(made.endpoint);
      setAdded(T.added(made.channel.name));
      onCreated(made.channel);
    } catch (failure) {
      const now = pushSupport();
      setSupport(now);
      // Notifications blocked: the state above says it, with how to allow them.
      const saidAbove = failure instanceof PushSetupError && now !== 'available';
      setError(saidAbove ? null : pushFailureText(failure));
    }
    setBusy(false);
  };

  let state: string | null = null;
  if (support === 'unsupported') state = T.pushUnsupported;
  else if (support === 'blocked') state = T.notificationsBlocked;
  else if (on && mine && !added) state = T.pushOn(mine.name);

  return (
    <form
      className="alerts-form alerts-push"
      aria-label={T.addPushTitle}
      aria-describedby={hintId}
      noValidate
      onSubmit={submit}
    >
      <p id={hintId} className="ds-hint alerts-form-hint">
        {T.pushHelp}
      </p>
      {state ? (
        <p className={on ? 'alerts-push-state is-on' : 'alerts-push-state'} role="status">
          {state}
        </p>
      ) : null}
      <FormOutcome refusal={error} added={added} />
      {support === 'available' && !on && !checking ? (
        <div className="alerts-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !sessionId}>
            {busy ? T.turningOnPush : T.turnOnPush}
          </button>
        </div>
      ) : null}
    </form>
  );
}

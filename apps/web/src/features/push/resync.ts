import { PushSubscriptionJson } from '@launchdeck/protocol';
import type { SessionController } from '../session/index.ts';
import {
  currentSubscription,
  type PushServer,
  rememberedPush,
  rememberPush,
} from './browser-push.ts';
import { deviceName } from './device-name.ts';
import { isSubscriptionChange, onWorkerMessage } from './worker-messages.ts';

/** What resyncing asks the server, for one session. */
export type PushResyncServer = Pick<PushServer, 'save'>;

/**
 * Issue 51, best effort: when this browser's push subscription is no longer the one `username`'s
 * push channel was added with (the push service replaced it; the service worker subscribed
 * again on pushsubscriptionchange, but has no session to tell the server with), the current one
 * is saved in the old channel's place (`replaces`: the server renews that channel, so its rules
 * go on sending to it). True when it did.
 */
export async function resyncPush(username: string, server: PushResyncServer): Promise<boolean> {
  const record = rememberedPush(username);
  if (!record || globalThis.Notification?.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  const body = PushSubscriptionJson.safeParse(subscription.toJSON());
  if (!body.success || body.data.endpoint === record.endpoint) return false;
  const channel = await server.save(
    body.data,
    deviceName(navigator) ?? undefined,
    record.channelId,
  );
  rememberPush(username, { channelId: channel.id, endpoint: body.data.endpoint });
  return true;
}

/**
 * Resyncs (resyncPush) at each login, and whenever the service worker says the subscription
 * changed while signed in. Call once at start, in the main window; returns a stop function.
 */
export function startPushResync(deps: {
  session: Pick<SessionController, 'store'>;
  server: (sessionId: string) => PushResyncServer;
}): () => void {
  const resync = () => {
    const { phase } = deps.session.store.getState();
    if (phase.status !== 'active') return;
    resyncPush(phase.user.username, deps.server(phase.user.sessionId)).catch(() => {
      // Best effort: the channel stays as it was; the server disables it once pushes fail.
    });
  };
  const stopSession = deps.session.store.subscribe(({ phase }, previous) => {
    if (phase.status === 'active' && previous.phase.status !== 'active') resync();
  });
  const stopMessages = onWorkerMessage((data) => {
    if (isSubscriptionChange(data)) resync();
  });
  return () => {
    stopSession();
    stopMessages();
  };
}

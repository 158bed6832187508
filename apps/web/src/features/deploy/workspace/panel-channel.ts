import { z } from 'zod';
import { announcePresence, presenceTracker } from '../../../lib/window-presence.ts';
import { DeployPrefill } from '../prefill/prefill.ts';

/**
 * DA §2 pop-out panel: while a `?popout=panel` window is open it announces itself on a
 * BroadcastChannel, and a Deploy click in any other window of this browser sends its prefill there
 * instead of opening a form of its own.
 */
export const DEPLOY_PANEL_CHANNEL = 'launchdeck-deploy-panel';

const PanelMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('panel-alive') }),
  z.object({ type: z.literal('panel-closed') }),
  z.object({ type: z.literal('prefill'), prefill: DeployPrefill }),
]);
type PanelMessage = z.infer<typeof PanelMessage>;

/** What a channel must do; tests hand in a pair of connected fakes. */
export type PanelChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

function openChannel(): PanelChannel | null {
  // Without BroadcastChannel (very old browsers), every window keeps its own form.
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(DEPLOY_PANEL_CHANNEL);
}

function onMessages(channel: PanelChannel, handle: (message: PanelMessage) => void) {
  channel.onmessage = (event) => {
    const parsed = PanelMessage.safeParse(event.data);
    if (parsed.success) handle(parsed.data);
  };
}

/** In the pop-out panel: announce it every 2 s, say goodbye when the page goes, take prefills. */
export function servePanelPopout(
  onPrefill: (prefill: DeployPrefill) => void,
  channel: PanelChannel | null = openChannel(),
): () => void {
  if (!channel) return () => {};
  const send = (message: PanelMessage) => channel.postMessage(message);
  onMessages(channel, (message) => {
    if (message.type !== 'prefill') return;
    onPrefill(message.prefill);
    window.focus(); // the sender focuses it too; browsers may allow only one of the two
  });
  const stop = announcePresence(
    () => send({ type: 'panel-alive' }),
    () => send({ type: 'panel-closed' }),
  );
  return () => {
    stop();
    channel.close();
  };
}

export type PanelPopoutLink = {
  /** Is a pop-out panel open now? */
  isOpen: () => boolean;
  send: (prefill: DeployPrefill) => void;
  /** Runs once, at the pop-out's next announcement (a pop-out just opened, for a hand-over). */
  onceAlive: (listener: () => void) => void;
  stop: () => void;
};

/** In every other window: is a pop-out panel open, and send it prefills. */
export function watchPanelPopout(
  channel: PanelChannel | null = openChannel(),
  now: () => number = Date.now,
): PanelPopoutLink {
  const presence = presenceTracker(now);
  let waiting: Array<() => void> = [];
  if (channel) {
    onMessages(channel, (message) => {
      if (message.type === 'panel-closed') presence.gone();
      if (message.type !== 'panel-alive') return;
      presence.heard();
      const listeners = waiting;
      waiting = [];
      for (const listener of listeners) listener();
    });
  }
  return {
    isOpen: () => channel !== null && presence.isOpen(),
    send: (prefill) => channel?.postMessage({ type: 'prefill', prefill } satisfies PanelMessage),
    onceAlive: (listener) => {
      waiting = [listener];
    },
    stop: () => channel?.close(),
  };
}

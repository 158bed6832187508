import type { VampCoinData } from '@launchdeck/protocol';
import { listen } from '../../../lib/listen.ts';
import type { AppSocket } from '../../../lib/socket.ts';

export type VampTriggerHandlers = {
  /** FC §7 vamp_trigger: a token to copy into the form, and where it came from. */
  trigger: (data: VampCoinData, source: string) => void;
  /** FC §7 vamp_update_trigger: fields to merge into the form. */
  update: (data: VampCoinData) => void;
};

/** The server's vamp events, sent to every window of the user (POST /api/vamp). */
export function attachVampListeners(socket: AppSocket, handlers: VampTriggerHandlers): void {
  listen(socket, 'vamp_trigger', ({ coinData, source }) => handlers.trigger(coinData, source));
  listen(socket, 'vamp_update_trigger', ({ updateData }) => handlers.update(updateData));
}

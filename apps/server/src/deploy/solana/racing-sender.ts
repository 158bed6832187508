import type { Sender } from './sender.ts';

/**
 * One signed transaction sent over several routes at once (research §5 trick 5: the configured
 * RPC plus relays such as Helius Sender or a Jito block engine, which land 1–3 slots apart). The
 * signature is the same on every route and the chain takes it once, so the first route to accept
 * answers; the others are left to finish in the background. Only when every route refuses does the
 * launch fail, with the first route's reason (the configured RPC's, whose errors are the most
 * specific: preflight simulation).
 */
export class RacingSender implements Sender {
  constructor(private readonly routes: readonly Sender[]) {
    if (routes.length === 0) throw new Error('RacingSender needs at least one route');
  }

  send(raw: Uint8Array, signal: AbortSignal): Promise<string> {
    const attempts = this.routes.map((route) => route.send(raw, signal));
    return Promise.any(attempts).catch((error: unknown) => {
      throw error instanceof AggregateError ? error.errors[0] : error;
    });
  }
}

import { request } from 'undici';
import type { Hash, Hex } from 'viem';
import { LaunchError } from '../launcher.ts';
import { CLICK_CONNECTIONS } from '../ready-connections.ts';
import { connectionFailure } from '../solana/rpc-client.ts';
import { BNB_CHAIN_MESSAGES } from './chain-errors.ts';

/** The node's refusal of a transaction, in its own words (geth's: 'nonce too low: …'). */
export class NodeRefusal extends Error {
  override readonly name = 'NodeRefusal';

  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/**
 * eth_sendRawTransaction to the BSC node: the hash once the node took the transaction. A refusal
 * is a NodeRefusal (nothing was accepted); no answer is a LaunchError saying so. undici's request
 * rather than fetch (viem's http transport spends about twice as long on its own plumbing), on a
 * connection opened before the click (ready-connections.ts).
 */
export class RawSender {
  private nextId = 1;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  /** A send is being prepared: keep connections to the node open for it. */
  warm(): void {
    CLICK_CONNECTIONS.warm(this.url);
  }

  async send(raw: Hex): Promise<Hash> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: this.nextId++,
      method: 'eth_sendRawTransaction',
      params: [raw],
    });
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      const response = await request(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: timeout,
        dispatcher: CLICK_CONNECTIONS.dispatcher,
      });
      if (response.statusCode < 200 || response.statusCode > 299) {
        await response.body.dump();
        throw new LaunchError(BNB_CHAIN_MESSAGES.unavailable(`HTTP ${response.statusCode}`));
      }
      answer = (await response.body.json()) as typeof answer;
    } catch (error) {
      if (error instanceof LaunchError) throw error;
      if (timeout.aborted)
        throw new LaunchError(
          BNB_CHAIN_MESSAGES.unavailable(`no answer within ${this.timeoutMs / 1000} s`),
        );
      if (error instanceof SyntaxError)
        throw new LaunchError(BNB_CHAIN_MESSAGES.unavailable('an answer that is not JSON'));
      throw new LaunchError(BNB_CHAIN_MESSAGES.unavailable(connectionFailure(error)));
    }
    if (answer?.error)
      throw new NodeRefusal(String(answer.error.message ?? ''), Number(answer.error.code));
    if (typeof answer?.result !== 'string' || !/^0x[0-9a-f]{64}$/i.test(answer.result))
      throw new LaunchError(BNB_CHAIN_MESSAGES.unavailable('an answer without a hash'));
    return answer.result as Hash;
  }
}

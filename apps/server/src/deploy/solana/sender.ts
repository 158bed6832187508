import type { SendOptions, SolanaRpc } from './rpc-client.ts';

/**
 * Sends a signed Solana transaction (DESIGN "Sender"; research §6a): a plain RPC now, a relay
 * (Helius Sender, Jito) or a race of several later. Resolves with the signature the network
 * knows it by; failures are LaunchErrors a trader can act on.
 */
export interface Sender {
  send(raw: Uint8Array, signal: AbortSignal): Promise<string>;
}

export type RpcSenderOptions = {
  /** SOLANA_SKIP_PREFLIGHT: skip the RPC's simulation (faster; errors then show only on chain). */
  skipPreflight: boolean;
  /** How often the RPC node rebroadcasts the transaction until it lands or expires. */
  maxRetries?: number;
};

/** The RPC node's own rebroadcasts: a few, so a dropped packet does not lose the launch. */
export const RPC_SEND_MAX_RETRIES = 3;

/** `sendTransaction` on the configured RPC, base64 encoded, preflight at 'processed'. */
export class RpcSender implements Sender {
  private readonly sendOptions: SendOptions;

  constructor(
    private readonly rpc: SolanaRpc,
    options: RpcSenderOptions,
  ) {
    this.sendOptions = {
      skipPreflight: options.skipPreflight,
      preflightCommitment: 'processed',
      maxRetries: options.maxRetries ?? RPC_SEND_MAX_RETRIES,
    };
  }

  send(raw: Uint8Array, signal: AbortSignal): Promise<string> {
    return this.rpc.sendTransaction(raw, this.sendOptions, signal);
  }
}

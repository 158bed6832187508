import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { FakeSolanaRpc } from '../../../test/deploy/solana/fake-rpc.ts';
import { freePort } from '../../../test/process-support.ts';
import { LaunchError } from '../launcher.ts';
import { waitForConfirmation } from './confirmation.ts';
import { SolanaRpc } from './rpc-client.ts';
import { RPC_SEND_MAX_RETRIES } from './sender.ts';
import { pubsubUrlOf, SIGNATURE_WATCH_NOTES, SignatureWatch } from './signature-watch.ts';

/** Long enough that a confirmation ended by the poll rather than the notification shows. */
const POLL_MS = 5_000;
const SEND_OPTIONS = {
  skipPreflight: false,
  preflightCommitment: 'processed',
  maxRetries: RPC_SEND_MAX_RETRIES,
} as const;

/** A signed transfer the fake accepts: any valid transaction on a blockhash it issued. */
function signedTransfer(blockhash: string): Uint8Array {
  const payer = Keypair.generate();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  return transaction.serialize();
}

function sendTo(fake: FakeSolanaRpc, rpc: SolanaRpc): Promise<string> {
  const raw = signedTransfer(fake.issueBlockhash());
  return rpc.sendTransaction(raw, SEND_OPTIONS, new AbortController().signal);
}

describe('confirmation through the RPC node signature notifications', () => {
  let fake: FakeSolanaRpc;
  let watch: SignatureWatch;
  let rpc: SolanaRpc;

  beforeEach(async () => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
    watch = new SignatureWatch(fake.wsUrl);
    rpc = new SolanaRpc({ url: fake.url, signatures: watch });
    watch.open();
    await vi.waitFor(() => expect(watch.isOpen).toBe(true));
  });
  afterEach(async () => {
    watch.close();
    await fake.close();
    expect(fake.violations).toEqual([]);
  });

  const send = () => sendTo(fake, rpc);

  it('ends on the notification, without asking for the status, and leaves no subscription', async () => {
    const signature = await send();
    await waitForConfirmation(rpc, signature, new AbortController().signal, POLL_MS);

    expect(fake.calls('getSignatureStatuses')).toBe(0);
    expect(fake.pubsubCalls).toEqual(['signatureSubscribe']);
    expect(fake.openSubscriptions).toBe(0);
  });

  it('reads a notified failure as the status failure it is', async () => {
    fake.statusOf = () => ({
      slot: 1,
      confirmations: 0,
      err: { InstructionError: [0, { Custom: 6002 }] },
      confirmationStatus: 'confirmed',
    });
    const signature = await send();
    const error = await waitForConfirmation(
      rpc,
      signature,
      new AbortController().signal,
      POLL_MS,
    ).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(
      'The launch transaction failed on chain: instruction 1: custom program error 0x1772',
    );
    expect(fake.calls('getSignatureStatuses')).toBe(0);
  });

  it('still ends by the poll when a notification never comes, and unsubscribes', async () => {
    fake.notifySignatures = false;
    const signature = await send();
    await waitForConfirmation(rpc, signature, new AbortController().signal, 20);

    expect(fake.calls('getSignatureStatuses')).toBe(1);
    await vi.waitFor(() => expect(fake.pubsubCalls).toContain('signatureUnsubscribe'));
    expect(fake.openSubscriptions).toBe(0);
  });

  it('asks for the status at once when the connection drops, and opens it again for the next launch', async () => {
    fake.notifySignatures = false;
    const signature = await send();
    const confirming = waitForConfirmation(rpc, signature, new AbortController().signal, POLL_MS);
    await vi.waitFor(() => expect(fake.openSubscriptions).toBe(1));
    fake.dropPubsub();
    await confirming;
    expect(fake.calls('getSignatureStatuses')).toBe(1);

    fake.notifySignatures = true;
    watch.open();
    await vi.waitFor(() => expect(watch.isOpen).toBe(true));
    await waitForConfirmation(rpc, await send(), new AbortController().signal, POLL_MS);
    expect(fake.calls('getSignatureStatuses')).toBe(1);
  });

  it('asks for the status at once when the node refuses the subscription', async () => {
    fake.refuseSubscriptions = true;
    const signature = await send();
    await waitForConfirmation(rpc, signature, new AbortController().signal, POLL_MS);

    expect(fake.pubsubCalls).toEqual(['signatureSubscribe']);
    expect(fake.calls('getSignatureStatuses')).toBe(1);
  });

  it('stops with the launch deadline, with the deadline reason, and unsubscribes', async () => {
    fake.notifySignatures = false;
    fake.statusOf = () => null;
    const signature = await send();
    const controller = new AbortController();
    const deadline = new Error('deadline');
    const confirming = waitForConfirmation(rpc, signature, controller.signal, POLL_MS);
    await vi.waitFor(() => expect(fake.openSubscriptions).toBe(1));
    controller.abort(deadline);

    await expect(confirming).rejects.toBe(deadline);
    await vi.waitFor(() => expect(fake.openSubscriptions).toBe(0));
  });
});

describe('SignatureWatch without a pubsub endpoint', () => {
  it('answers null, so confirmation polls at once, tries the endpoint every 5 s, and tells the operator once', async () => {
    const fake = await FakeSolanaRpc.start({
      skipPreflight: false,
      maxRetries: RPC_SEND_MAX_RETRIES,
    });
    let now = 0;
    const notes: string[] = [];
    const log = { warn: (m: string) => notes.push(m), info: (m: string) => notes.push(m) };
    // A loopback port nothing listens on.
    const port = await freePort();
    let node: WebSocketServer | undefined;
    const watch = new SignatureWatch(`ws://127.0.0.1:${port}`, log, () => now);
    const rpc = new SolanaRpc({ url: fake.url, signatures: watch, timeoutMs: 2_000 });
    try {
      watch.open();
      await vi.waitFor(() =>
        expect((watch as unknown as { socket?: unknown }).socket).toBeUndefined(),
      );
      expect(watch.watch('x', new AbortController().signal)).toBeNull();
      now = 4_000;
      watch.open();
      expect((watch as unknown as { socket?: unknown }).socket).toBeUndefined();
      now = 5_001;
      watch.open();
      expect((watch as unknown as { socket?: unknown }).socket).toBeDefined();
      await vi.waitFor(() =>
        expect((watch as unknown as { socket?: unknown }).socket).toBeUndefined(),
      );
      // Told once for the outage, not for each try.
      expect(notes).toEqual([SIGNATURE_WATCH_NOTES.unreachable]);

      const signature = await sendTo(fake, rpc);
      await waitForConfirmation(rpc, signature, new AbortController().signal, POLL_MS);
      expect(fake.calls('getSignatureStatuses')).toBe(1);

      // The endpoint comes up: the next try after 5 s opens it, and the operator is told.
      node = new WebSocketServer({ host: '127.0.0.1', port });
      await new Promise((resolve) => node?.once('listening', resolve));
      now = 10_002;
      watch.open();
      await vi.waitFor(() => expect(watch.isOpen).toBe(true));
      expect(notes).toEqual([SIGNATURE_WATCH_NOTES.unreachable, SIGNATURE_WATCH_NOTES.reached]);
    } finally {
      watch.close();
      await new Promise((resolve) => (node ? node.close(resolve) : resolve(undefined)));
      await fake.close();
    }
  });
});

describe('pubsubUrlOf', () => {
  it('derives the WebSocket endpoint as web3.js does', () => {
    expect(pubsubUrlOf('http://127.0.0.1:8899')).toBe('ws://127.0.0.1:8900/');
    expect(pubsubUrlOf('https://mainnet.helius-rpc.com/?api-key=k')).toBe(
      'wss://mainnet.helius-rpc.com/?api-key=k',
    );
  });
});

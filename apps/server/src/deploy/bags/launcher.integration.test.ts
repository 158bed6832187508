import { randomBytes } from 'node:crypto';
import type { VersionedTransaction } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBags } from '../../../test/deploy/bags/fake-bags.ts';
import {
  ANY_WALLET,
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import { FakeSolanaRpc, type SentTransaction } from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import type { SolanaSigner } from '../../wallets/signer.ts';
import { PNG_SIGNATURE } from '../images/png.ts';
import type { ImageFile, TokenImages } from '../images/token-images.ts';
import { LaunchError, type LaunchRequest } from '../launcher.ts';
import { verifyEd25519 } from '../solana/ed25519.ts';
import { type SignatureStatus, SolanaRpc } from '../solana/rpc-client.ts';
import { SOLANA_MESSAGES } from '../solana/rpc-errors.ts';
import { RPC_SEND_MAX_RETRIES, RpcSender } from '../solana/sender.ts';
import { SignatureWatch } from '../solana/signature-watch.ts';
import { BagsClient } from './bags-client.ts';
import { BagsLauncher } from './launcher.ts';
import { BAGS_MESSAGES } from './messages.ts';

const IMAGE: ImageFile = {
  // Bytes that are not UTF-8, so a garbled upload would show.
  bytes: Buffer.concat([PNG_SIGNATURE, randomBytes(32)]),
  contentType: 'image/png',
  fileName: 'moon-dog.png',
};
const CONFIRMED: SignatureStatus = {
  slot: 1,
  confirmations: 0,
  err: null,
  confirmationStatus: 'confirmed',
};

describe('BagsLauncher against the Bags API and a Solana RPC', () => {
  let rpc: FakeSolanaRpc;
  let bags: FakeBags;
  let launcher: BagsLauncher;
  let imageLoads: number;

  let signatures: SignatureWatch | undefined;

  /** `watched`: the RPC's signature notifications are listened to (else only polled). */
  async function start(configTransactions = 1, watched = false) {
    rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
    bags = await FakeBags.start({ blockhashes: rpc, configTransactions });
    signatures = watched ? new SignatureWatch(rpc.wsUrl) : undefined;
    const solana = new SolanaRpc({ url: rpc.url, signatures });
    const images: TokenImages = {
      load: async () => {
        imageLoads++;
        return IMAGE;
      },
    };
    launcher = new BagsLauncher({
      client: new BagsClient({
        url: bags.url,
        apiKey: bags.apiKey,
        timeoutsMs: { feeConfig: 1000 },
      }),
      images,
      rpc: solana,
      sender: new RpcSender(solana, { skipPreflight: false }),
      // Watched, a poll would only come after the test: every confirmation is the node's word.
      confirmPollMs: watched ? 60_000 : 1,
    });
  }

  beforeEach(async () => {
    imageLoads = 0;
    await start();
  });
  afterEach(async () => {
    signatures?.close();
    await Promise.all([rpc.close(), bags.close()]);
    expect(bags.violations).toEqual([]);
    expect(rpc.violations).toEqual([]);
  });

  const bagsRequest = (overrides: Partial<LaunchRequest> = {}) =>
    makeLaunchRequest({ mode: 'bags', bags: { creatorBps: 10_000, claimer: null }, ...overrides });

  async function launch(request: LaunchRequest, signer: SolanaSigner = makeSolanaSigner()) {
    const context = makeLaunchContext();
    const prepared = await launcher.prepare(request, ANY_WALLET, context);
    const submitted = await launcher.submit(prepared, signer, context);
    await launcher.confirm(submitted, context);
    return { submitted, context, signer };
  }

  async function launchError(request: LaunchRequest, signer = makeSolanaSigner()) {
    return launch(request, signer).then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  /** The fee-share instruction's accounts: payer, base mint, config key, then the claimers. */
  const configAccounts = (sent: SentTransaction | undefined) =>
    sent ? (rpc.instructionsOf(sent)[0]?.accounts ?? []) : [];

  it('is the real bags launcher', () => {
    expect(launcher).toMatchObject({ mode: 'bags', chain: 'solana', simulated: false });
  });

  it('prepares without a Bags call when the creator takes every fee', async () => {
    const context = makeLaunchContext();
    await launcher.prepare(bagsRequest(), ANY_WALLET, context);

    expect(imageLoads).toBe(1);
    expect(context.stages).toEqual(['metadata']);
    expect(bags.requests('tokenInfo')).toHaveLength(0);
    expect(bags.requests('feeWallet')).toHaveLength(0);
  });

  it('launches with the creator at 100 %: token info, config confirmed, then the launch', async () => {
    const events: string[] = [];
    let pending = 2;
    // The config transaction is reported unknown twice, then confirmed: the launch must wait.
    rpc.statusOf = (signature) => {
      const isConfig = signature === rpc.sent[0]?.signature;
      if (isConfig && pending-- > 0) {
        events.push(`config pending, ${rpc.sent.length} sent`);
        return null;
      }
      events.push(`${isConfig ? 'config' : 'launch'} confirmed, ${rpc.sent.length} sent`);
      return CONFIRMED;
    };
    const { submitted, context, signer } = await launch(bagsRequest({ buyAmount: 0.5 }));

    expect(events).toEqual([
      'config pending, 1 sent',
      'config pending, 1 sent',
      'config confirmed, 1 sent',
      'launch confirmed, 2 sent',
    ]);
    expect(context.stages).toEqual(['metadata', 'signed', 'sent']);
    const mint = submitted.address;
    const [upload] = bags.tokenInfos;
    expect(upload?.fields).toEqual({
      name: 'Moon Dog',
      symbol: 'MDOG',
      description: 'Moon Dog ($MDOG), from https://x.com/someone/status/1',
      twitter: 'https://x.com/someone',
      website: 'https://x.com/someone/status/1',
    });
    expect(upload?.image).toEqual({
      bytes: Buffer.from(IMAGE.bytes),
      type: 'image/png',
      fileName: 'moon-dog.png',
    });
    expect(bags.bodies('feeConfig')).toEqual([
      {
        payer: signer.address,
        baseMint: mint,
        claimersArray: [signer.address],
        basisPointsArray: [10_000],
      },
    ]);
    const [config, sentLaunch] = rpc.sent;
    const configKey = configAccounts(config)[2];
    expect(bags.bodies('launch')).toEqual([
      {
        ipfs: `https://ipfs.bags.example/${mint}.json`,
        tokenMint: mint,
        wallet: signer.address,
        initialBuyLamports: 500_000_000,
        configKey,
      },
    ]);
    expect(sentLaunch?.signature).toBe(submitted.transaction);
    // The launch carries Bags' signature (the mint's) and the trader's, both valid.
    const transaction = sentLaunch?.transaction as VersionedTransaction;
    const signers = transaction.message.staticAccountKeys.slice(0, 2).map((k) => k.toBase58());
    expect(signers).toEqual([signer.address, mint]);
    const message = transaction.message.serialize();
    transaction.message.staticAccountKeys.slice(0, 2).forEach((key, i) => {
      expect(verifyEd25519(key.toBytes(), message, transaction.signatures[i] as Uint8Array)).toBe(
        true,
      );
    });
  });

  it('splits 30/70 with a fee claimer, looked up while preparing and reused', async () => {
    const split = {
      creatorBps: 3000,
      claimer: { username: 'Some_Claimer', provider: 'twitter' as const, bps: 7000 },
    };
    const request = bagsRequest({ bags: split });
    await launcher.prepare(request, ANY_WALLET, makeLaunchContext());
    const { signer } = await launch(request);

    const lookups = bags.requests('feeWallet');
    expect(lookups).toHaveLength(1);
    expect(Object.fromEntries(lookups[0]?.query ?? [])).toEqual({
      username: 'Some_Claimer',
      provider: 'twitter',
    });
    const claimer = bags.wallets.get('some_claimer');
    expect(bags.bodies('feeConfig')).toEqual([
      expect.objectContaining({
        payer: signer.address,
        claimersArray: [signer.address, claimer],
        basisPointsArray: [3000, 7000],
      }),
    ]);
    expect(configAccounts(rpc.sent[0]).slice(3)).toEqual([signer.address, claimer]);
  });

  it('leaves the creator out of the config when the claimer takes 100 %', async () => {
    const split = {
      creatorBps: 0,
      claimer: { username: 'friend', provider: 'twitter' as const, bps: 10_000 },
    };
    await launch(bagsRequest({ bags: split }));

    expect(bags.bodies('feeConfig')).toEqual([
      expect.objectContaining({
        claimersArray: [bags.wallets.get('friend')],
        basisPointsArray: [10_000],
      }),
    ]);
  });

  it('sends the request description when there is one, and a 0 buy as 0 lamports', async () => {
    await launch(bagsRequest({ description: 'The dog that went to the moon.', buyAmount: 0 }));

    expect(bags.tokenInfos[0]?.fields.description).toBe('The dog that went to the moon.');
    expect(bags.bodies('launch')).toEqual([expect.objectContaining({ initialBuyLamports: 0 })]);
  });

  it('hears each config transaction confirmed from the node, without asking, before the launch', async () => {
    signatures?.close();
    await Promise.all([rpc.close(), bags.close()]);
    await start(2, true);
    rpc.notifySignatures = false;
    const request = bagsRequest();
    const context = makeLaunchContext();
    const prepared = await launcher.prepare(request, ANY_WALLET, context);
    await vi.waitFor(() => expect(signatures?.isOpen).toBe(true));
    const submitting = launcher.submit(prepared, makeSolanaSigner(), context);
    // The node holds the first config transaction's word: nothing more is sent meanwhile.
    await vi.waitFor(() => expect(rpc.openSubscriptions).toBe(1));
    expect(rpc.sent).toHaveLength(1);
    rpc.notifySignatures = true;
    rpc.notifyAll();
    const submitted = await submitting;
    await launcher.confirm(submitted, context);

    expect(rpc.sent).toHaveLength(3);
    expect(rpc.calls('getSignatureStatuses')).toBe(0);
    expect(rpc.pubsubCalls).toEqual(Array(3).fill('signatureSubscribe'));
    expect(bags.bodies('launch')).toHaveLength(1);
  });

  it('lands several config transactions one after another before the launch', async () => {
    await Promise.all([rpc.close(), bags.close()]);
    await start(2);
    const confirmedAt: number[] = [];
    rpc.statusOf = () => {
      confirmedAt.push(rpc.sent.length);
      return CONFIRMED;
    };
    await launch(bagsRequest());

    expect(rpc.sent).toHaveLength(3);
    expect(confirmedAt).toEqual([1, 2, 3]);
  });

  it('says the wallet lacks SOL when the config transaction cannot be paid for', async () => {
    rpc.failNext('sendTransaction', {
      error: {
        code: -32002,
        message:
          'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
        data: { err: 'AccountNotFound', logs: [] },
      },
    });
    const error = await launchError(bagsRequest());

    expect((error as Error).message).toBe(SOLANA_MESSAGES.insufficientSol);
    expect(bags.requests('launch')).toHaveLength(0);
  });

  it('says the wallet lacks SOL when the launch transaction cannot be paid for', async () => {
    let released = false;
    rpc.statusOf = () => (released ? CONFIRMED : null);
    const failing = launchError(bagsRequest({ buyAmount: 5 }));
    await rpc.waitForCalls('getSignatureStatuses');
    rpc.failNext('sendTransaction', {
      error: {
        code: -32002,
        message:
          'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
        data: { err: { InstructionError: [0, { Custom: 1 }] }, logs: ['insufficient lamports'] },
      },
    });
    released = true;

    expect(((await failing) as Error).message).toBe(SOLANA_MESSAGES.insufficientSol);
    expect(bags.requests('launch')).toHaveLength(1);
    expect(rpc.sent).toHaveLength(1);
  });

  it('stops before the launch when the config transaction fails on chain', async () => {
    rpc.statusOf = () => ({ ...CONFIRMED, err: { InstructionError: [0, { Custom: 6001 }] } });
    const error = await launchError(bagsRequest());

    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(BAGS_MESSAGES.feeShareFailedOnChain);
    expect(bags.requests('launch')).toHaveLength(0);
  });

  it.each([
    [
      'tokenInfo',
      { status: 500 },
      'Bags failed the token upload (HTTP 500: Internal server error). Try again in a moment.',
    ],
    [
      'feeConfig',
      { hang: true },
      'Bags did not answer the fee-share setup within 1 s. Try again in a moment.',
    ],
    [
      'launch',
      { refuse: 'Initial buy too small' },
      'Bags refused the launch transaction: Initial buy too small.',
    ],
    [
      'tokenInfo',
      { answer: { success: true, response: { tokenMint: 42 } } },
      BAGS_MESSAGES.malformed('tokenInfo'),
    ],
    [
      'launch',
      { answer: { success: true, response: 'not-a-transaction' } },
      BAGS_MESSAGES.malformed('launch'),
    ],
  ] as const)('answers a %s failure (%j) with one sentence', async (step, failure, message) => {
    bags.failNext(step, failure);
    const error = await launchError(bagsRequest());

    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(message);
  });

  it('names the handle Bags has no wallet for, while preparing', async () => {
    bags.failNext('feeWallet', { unknownHandle: true });
    const split = {
      creatorBps: 5000,
      claimer: { username: 'nobody', provider: 'twitter' as const, bps: 5000 },
    };
    const error = await launchError(bagsRequest({ bags: split }));

    expect((error as Error).message).toBe(
      'Bags has no wallet for @nobody on X; remove the fee claimer or pick another handle.',
    );
    expect(bags.requests('tokenInfo')).toHaveLength(0);
  });

  it('stops preparing when the launch is aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('form closed');
    controller.abort(reason);
    const error = await launcher
      .prepare(bagsRequest(), ANY_WALLET, makeLaunchContext(controller.signal))
      .catch((e: unknown) => e);

    expect(error).toBe(reason);
  });
});

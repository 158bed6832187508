import { PublicKey } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchConfig } from '../../../test/deploy/launch-config-fixture.ts';
import {
  ANY_WALLET,
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import {
  MAINNET_BUYBACK_FEE_RECIPIENTS,
  MAINNET_FEE_RECIPIENTS,
  servePumpAccounts,
} from '../../../test/deploy/pump/accounts-fixture.ts';
import {
  FakeSolanaRpc,
  newAddress,
  type SentTransaction,
} from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { LaunchError } from '../launcher.ts';
import { closeLaunchers, createLaunchers, type Launchers } from '../launchers.ts';
import { isSolanaAddress } from '../solana/ed25519.ts';
import { SOLANA_MESSAGES } from '../solana/rpc-errors.ts';
import { RPC_SEND_MAX_RETRIES } from '../solana/sender.ts';
import { PUMP_ACCOUNTS, PUMP_PROGRAM_ID, token2022Account } from './addresses.ts';
import { lookupTableAddressesFrom } from './print-lookup-table-addresses.ts';
import { PUMP_STATE_MESSAGES, PUMP_STATE_OPERATOR_NOTES } from './state.ts';

const CREATE_V2 = 'd6904cec5f8b31b4';
const BUY = Buffer.from([102, 6, 61, 18, 1, 218, 235, 234]).toString('hex');

describe('PumpLauncher against a Solana RPC', () => {
  let fake: FakeSolanaRpc;
  let launchers: Launchers;
  const lookupTable = newAddress();

  beforeEach(async () => {
    fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
    servePumpAccounts(fake.accounts, { lookupTable });
    launchers = createLaunchers(
      launchConfig({ solanaRpcUrl: fake.url, pumpLookupTable: lookupTable.toBase58() }),
      { confirmPollMs: 1 },
    );
  });
  afterEach(async () => {
    closeLaunchers(launchers);
    await fake.close();
    expect(fake.violations).toEqual([]);
  });

  /** The pump instructions of a sent transaction, by what their data starts with. */
  function pumpInstructions(sent: SentTransaction) {
    return fake
      .instructionsOf(sent)
      .filter((ix) => ix.programId === PUMP_PROGRAM_ID.toBase58())
      .map((ix) => ({ kind: ix.data.subarray(0, 8).toString('hex'), accounts: ix.accounts }));
  }

  it('is the real pump launcher', () => {
    expect(launchers.pump).toMatchObject({ mode: 'pump', chain: 'solana', simulated: false });
  });

  it('creates the mint it names and buys first, then confirms', async () => {
    const signer = makeSolanaSigner();
    const request = makeLaunchRequest({ buyAmount: 0.25 });
    const context = makeLaunchContext();

    const prepared = await launchers.pump.prepare(request, ANY_WALLET, context);
    const readsBeforeSubmit = fake.calls('getMultipleAccounts') + fake.calls('getLatestBlockhash');
    const submitted = await launchers.pump.submit(prepared, signer, context);
    await launchers.pump.confirm(submitted, context);

    expect(isSolanaAddress(prepared.address)).toBe(true);
    expect(submitted.address).toBe(prepared.address);
    expect(context.stages).toEqual(['signed', 'sent']);
    // submit's only round trip is the send.
    expect(fake.calls('getMultipleAccounts') + fake.calls('getLatestBlockhash')).toBe(
      readsBeforeSubmit,
    );
    expect(fake.sent).toHaveLength(1);
    const [sent] = fake.sent as [SentTransaction];
    expect(sent.signature).toBe(submitted.transaction);
    const [create, buy] = pumpInstructions(sent);
    expect(create?.kind).toBe(CREATE_V2);
    expect(create?.accounts[0]).toBe(prepared.address);
    expect(create?.accounts[5]).toBe(signer.address);
    expect(buy?.kind).toBe(BUY);
    expect(buy?.accounts[2]).toBe(prepared.address);
    expect(buy?.accounts[6]).toBe(signer.address);
    expect(sent.transaction.message.addressTableLookups[0]?.accountKey.toBase58()).toBe(
      lookupTable.toBase58(),
    );
  });

  it.each([
    ['the wallet prepared for', true],
    ['another wallet than the one prepared for', false],
  ])('buys into the token account of the mint owned by %s', async (_, same) => {
    const signer = makeSolanaSigner();
    const wallet = same ? { network: 'solana' as const, address: signer.address } : ANY_WALLET;
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), wallet, context);
    await launchers.pump.submit(prepared, signer, context);

    const [, buy] = pumpInstructions(fake.sent[0] as SentTransaction);
    const owner = new PublicKey(signer.address);
    const mint = new PublicKey(prepared.address);
    expect(buy?.accounts[5]).toBe(token2022Account(owner, mint).toBase58());
  });

  it('creates without a buy when the buy amount is 0', async () => {
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(
      makeLaunchRequest({ buyAmount: 0 }),
      ANY_WALLET,
      context,
    );
    await launchers.pump.submit(prepared, signer, context);

    const kinds = pumpInstructions(fake.sent[0] as SentTransaction).map((ix) => ix.kind);
    expect(kinds).toEqual([CREATE_V2]);
  });

  it('gives each launch of a multi-deploy its own mint', async () => {
    const request = makeLaunchRequest({ multiDeploy: 3 });
    const prepared = await Promise.all(
      [1, 2, 3].map(() => launchers.pump.prepare(request, ANY_WALLET, makeLaunchContext())),
    );
    expect(new Set(prepared.map((p) => p.address)).size).toBe(3);
  });

  it('signs again with a new blockhash when the network forgot the first', async () => {
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    fake.forgetBlockhashes();
    const submitted = await launchers.pump.submit(prepared, signer, context);

    expect(fake.calls('sendTransaction')).toBe(2);
    expect(fake.sent.map((s) => s.signature)).toEqual([submitted.transaction]);
  });

  it('signs the message compiled ahead for the wallet, so the click makes no other round trip', async () => {
    const signer = makeSolanaSigner();
    const wallet = { network: 'solana' as const, address: signer.address };
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), wallet, context);
    const calls = fake.calls('getLatestBlockhash');
    const submitted = await launchers.pump.submit(prepared, signer, context);
    expect(fake.calls('getLatestBlockhash')).toBe(calls);
    expect(fake.sent.map((s) => s.signature)).toEqual([submitted.transaction]);
  });

  it('compiles afresh when the blockhash compiled ahead is forgotten, or too old to trust', async () => {
    const signer = makeSolanaSigner();
    const wallet = { network: 'solana' as const, address: signer.address };
    const forgotten = await launchers.pump.prepare(
      makeLaunchRequest(),
      wallet,
      makeLaunchContext(),
    );
    fake.forgetBlockhashes();
    await launchers.pump.submit(forgotten, signer, makeLaunchContext());
    expect(fake.calls('sendTransaction')).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const old = await launchers.pump.prepare(makeLaunchRequest(), wallet, makeLaunchContext());
      vi.setSystemTime(Date.now() + 20_001); // past the blockhash cache's 20 s
      const submitted = await launchers.pump.submit(old, signer, makeLaunchContext());
      // Compiled again at the click with a blockhash the network knows (the fake checks it).
      expect(fake.sent.at(-1)?.signature).toBe(submitted.transaction);
    } finally {
      vi.useRealTimers();
    }
  });

  async function submitError(prepareFirst = true): Promise<unknown> {
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    if (!prepareFirst) return prepared;
    return launchers.pump.submit(prepared, makeSolanaSigner(), context).catch((e: unknown) => e);
  }

  it('says the RPC did not answer when it answers HTTP 500', async () => {
    fake.failNext('sendTransaction', { status: 500 });
    const error = await submitError();
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(
      'The Solana RPC did not answer (HTTP 500). Try again in a moment.',
    );
  });

  it('says the wallet lacks SOL when the preflight runs out of lamports', async () => {
    fake.failNext('sendTransaction', {
      error: {
        code: -32002,
        message:
          'Transaction simulation failed: Error processing Instruction 2: custom program error: 0x1',
        data: {
          err: { InstructionError: [2, { Custom: 1 }] },
          logs: ['Transfer: insufficient lamports 19000000, need 250000000'],
        },
      },
    });
    const error = await submitError();
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(
      'The wallet does not have enough SOL for this launch (network fees, rent and the first buy). Add SOL to the wallet or lower the buy amount, then try again.',
    );
    expect(fake.sent).toHaveLength(0);
  });

  it('passes on the RPC reason for any other refusal', async () => {
    fake.failNext('sendTransaction', {
      error: { code: -32005, message: 'Node is behind by 42 slots' },
    });
    const error = await submitError();
    expect((error as Error).message).toBe(
      'The Solana RPC refused the launch: Node is behind by 42 slots',
    );
  });

  it('stops at once on an aborted signal, sending nothing', async () => {
    const controller = new AbortController();
    const context = makeLaunchContext(controller.signal);
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    const deadline = new Error('deadline');
    controller.abort(deadline);

    await expect(launchers.pump.submit(prepared, makeSolanaSigner(), context)).rejects.toBe(
      deadline,
    );
    await expect(launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context)).rejects.toBe(
      deadline,
    );
    expect(fake.calls('sendTransaction')).toBe(0);
  });

  it('reports a transaction that failed on chain', async () => {
    fake.statusOf = () => ({
      slot: 7,
      confirmations: 0,
      err: { InstructionError: [4, { Custom: 6002 }] },
      confirmationStatus: 'processed',
    });
    const context = makeLaunchContext();
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    const submitted = await launchers.pump.submit(prepared, makeSolanaSigner(), context);

    const error = await launchers.pump.confirm(submitted, context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(
      'The launch transaction failed on chain: instruction 5: custom program error 0x1772 (TooMuchSolRequired: slippage: Too much SOL required to buy the given amount of tokens.)',
    );
  });

  it('stops waiting for confirmation when the deadline aborts', async () => {
    const controller = new AbortController();
    const deadline = new Error('deadline');
    fake.statusOf = () => {
      controller.abort(deadline);
      return null;
    };
    const context = makeLaunchContext(controller.signal);
    const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
    const submitted = await launchers.pump.submit(prepared, makeSolanaSigner(), context);

    await expect(launchers.pump.confirm(submitted, context)).rejects.toBe(deadline);
  });

  it('says the RPC did not answer when prepare cannot read pump state', async () => {
    fake.failNext('getMultipleAccounts', { status: 503 });
    await expect(
      launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, makeLaunchContext()),
    ).rejects.toThrow(SOLANA_MESSAGES.unavailable('HTTP 503'));
  });

  it('tells the trader pump.fun is not available here, and the operator which table is missing', async () => {
    fake.accounts.delete(lookupTable.toBase58());
    await expect(
      launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, makeLaunchContext()),
    ).rejects.toMatchObject({
      message: PUMP_STATE_MESSAGES.unavailable,
      operatorDetail: PUMP_STATE_OPERATOR_NOTES.missingLookupTable(lookupTable.toBase58()),
    });
  });
});

describe('lookupTableAddressesFrom', () => {
  it('lists the fixed pump accounts and the live fee recipients, once each', async () => {
    const fake = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: 0 });
    servePumpAccounts(fake.accounts);
    const addresses = await lookupTableAddressesFrom(fake.url);
    await fake.close();

    expect(addresses).toContain(PUMP_ACCOUNTS.global.toBase58());
    expect(addresses).toContain(PUMP_ACCOUNTS.feeConfig.toBase58());
    for (const recipient of [...MAINNET_FEE_RECIPIENTS, ...MAINNET_BUYBACK_FEE_RECIPIENTS])
      expect(addresses).toContain(recipient);
    expect(addresses).not.toContain(PUMP_PROGRAM_ID.toBase58());
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.length).toBeLessThanOrEqual(256);
  });
});

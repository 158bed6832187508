import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BonkFixture,
  FIXTURE_IMAGE,
  startBonkFixture,
} from '../../../test/deploy/bonk/support.ts';
import {
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import type { SentTransaction } from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import type { SolanaSigner } from '../../wallets/signer.ts';
import { LaunchError, type LaunchRequest } from '../launcher.ts';
import { isSolanaAddress } from '../solana/ed25519.ts';
import { SOLANA_MESSAGES } from '../solana/rpc-errors.ts';
import { LAUNCH_TRANSACTION_MESSAGES, LAUNCHLAB_PROGRAM_ID } from './launch-transaction.ts';
import { BONK_LAUNCH_MESSAGES } from './launcher.ts';
import { BONK_MESSAGES } from './limits.ts';

const walletOf = (signer: SolanaSigner) => ({
  network: 'solana' as const,
  address: signer.address,
});
const bonkRequest = (overrides: Partial<LaunchRequest> = {}) =>
  makeLaunchRequest({ mode: 'bonk', description: 'From a post', ...overrides });

describe('BonkLauncher against PumpPortal, the bonk worker and a Solana RPC', () => {
  let fixture: BonkFixture;

  beforeEach(async () => {
    fixture = await startBonkFixture();
  });
  afterEach(async () => {
    await fixture.close();
    expect(fixture.portal.violations).toEqual([]);
    expect(fixture.rpc.violations).toEqual([]);
  });

  /** prepare → submit → confirm for a fresh trader; the stages and the signer with it. */
  async function launch(request = bonkRequest()) {
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await fixture.bonk.prepare(request, walletOf(signer), context);
    const submitted = await fixture.bonk.submit(prepared, signer, context);
    await fixture.bonk.confirm(submitted, context);
    return { signer, context, prepared, submitted };
  }

  it('is the real bonk launcher on Solana', () => {
    expect(fixture.bonk).toMatchObject({ mode: 'bonk', chain: 'solana', simulated: false });
  });

  it('creates the token through LaunchLab, signed by the trader and the mint, then confirms', async () => {
    const { signer, context, prepared, submitted } = await launch();

    expect(isSolanaAddress(prepared.address)).toBe(true);
    expect(submitted.address).toBe(prepared.address);
    expect(context.stages).toEqual(['metadata', 'signed', 'sent']);
    // The RPC fake verified both signatures and the blockhash before taking it.
    const [sent] = fixture.rpc.sent as [SentTransaction];
    expect(fixture.rpc.sent).toHaveLength(1);
    expect(sent.signature).toBe(submitted.transaction);
    const signers = sent.transaction.message.staticAccountKeys
      .slice(0, sent.transaction.message.header.numRequiredSignatures)
      .map((key) => key.toBase58());
    expect(signers).toEqual([signer.address, prepared.address]);
    const launchLab = fixture.rpc
      .instructionsOf(sent)
      .filter((ix) => ix.programId === LAUNCHLAB_PROGRAM_ID);
    expect(launchLab[0]?.accounts).toContain(prepared.address);
    expect(launchLab).toHaveLength(2);
  });

  it('sends the worker and PumpPortal exactly the documented requests', async () => {
    const request = bonkRequest({ name: 'Moon Dog', ticker: 'MDOG', buyAmount: 0.5 });
    const { signer, prepared } = await launch(request);
    const { portal } = fixture;

    expect(portal.imageUploads).toEqual([
      {
        fileName: FIXTURE_IMAGE.fileName,
        contentType: 'image/png',
        bytes: Buffer.from(FIXTURE_IMAGE.bytes),
      },
    ]);
    const [meta] = portal.metadataUploads as [{ image: string }];
    expect(meta).toEqual({
      createdOn: 'https://bonk.fun',
      description: 'From a post',
      image: meta.image,
      name: 'Moon Dog',
      symbol: 'MDOG',
      website: request.website,
      twitter: request.twitter,
    });
    expect(meta.image).toMatch(/^https:\/\//);
    const [trade] = portal.tradeRequests as [Record<string, unknown>];
    expect(trade).toEqual({
      publicKey: signer.address,
      action: 'create',
      tokenMetadata: { name: 'Moon Dog', symbol: 'MDOG', uri: expect.stringMatching(/^https:/) },
      mint: prepared.address,
      denominatedInSol: 'true',
      amount: 0.5,
      slippage: 10,
      priorityFee: 0.0005,
      pool: 'bonk',
    });
    expect(Object.keys(trade)).toEqual([
      'publicKey',
      'action',
      'tokenMetadata',
      'mint',
      'denominatedInSol',
      'amount',
      'slippage',
      'priorityFee',
      'pool',
    ]);
  });

  it('gives each launch of a multi-deploy its own mint, uploading the metadata once', async () => {
    const request = bonkRequest({ multiDeploy: 3 });
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await Promise.all(
      [1, 2, 3].map(() => fixture.bonk.prepare(request, walletOf(signer), context)),
    );
    await Promise.all(prepared.map((p) => fixture.bonk.submit(p, signer, context)));

    expect(new Set(prepared.map((p) => p.address)).size).toBe(3);
    expect(new Set(fixture.rpc.sent.map((s) => s.signature)).size).toBe(3);
    expect(fixture.portal.calls('upload-img')).toBe(1);
    expect(fixture.portal.calls('upload-meta')).toBe(1);
  });

  it('asks PumpPortal once more and signs again when the blockhash aged out', async () => {
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await fixture.bonk.prepare(bonkRequest(), walletOf(signer), context);
    fixture.rpc.forgetBlockhashes();
    const submitted = await fixture.bonk.submit(prepared, signer, context);

    expect(fixture.portal.calls('trade-local')).toBe(2);
    expect(fixture.rpc.calls('sendTransaction')).toBe(2);
    expect(fixture.rpc.sent.map((s) => s.signature)).toEqual([submitted.transaction]);
    expect(fixture.rpc.sent[0]?.transaction.message.recentBlockhash).toBe(
      fixture.portal.issued[1]?.blockhash,
    );
  });

  it('reads the worker image link answered as JSON {success, url}', async () => {
    await fixture.close();
    fixture = await startBonkFixture({ imageAnswer: 'json' });
    await launch();
    expect(fixture.rpc.sent).toHaveLength(1);
  });

  it('refuses, before signing, a transaction another wallet pays for', async () => {
    fixture.portal.failNext('trade-local', { kind: 'wrong-payer' });
    const error = await fixture.bonk
      .prepare(bonkRequest(), walletOf(makeSolanaSigner()), makeLaunchContext())
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(
      'PumpPortal returned a transaction that does not create this token; nothing was signed.',
    );
    expect((error as Error).message).toBe(LAUNCH_TRANSACTION_MESSAGES.notThisToken);
    expect(fixture.rpc.calls('sendTransaction')).toBe(0);
  });

  it('says the wallet lacks SOL when the preflight runs out of lamports', async () => {
    fixture.rpc.failNext('sendTransaction', {
      error: {
        code: -32002,
        message:
          'Transaction simulation failed: Error processing Instruction 3: custom program error: 0x1',
        data: {
          err: { InstructionError: [3, { Custom: 1 }] },
          logs: ['Transfer: insufficient lamports 19000000, need 500000000'],
        },
      },
    });
    const error = await launch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(SOLANA_MESSAGES.insufficientSol);
  });

  const platformFailures = [
    {
      case: 'PumpPortal answers HTTP 500',
      endpoint: 'trade-local',
      failure: { kind: 'status', status: 500 },
      message:
        'PumpPortal could not build the launch (HTTP 500); nothing was sent. Try again in a moment.',
    },
    {
      case: 'PumpPortal does not answer',
      endpoint: 'trade-local',
      failure: { kind: 'hang' },
      message: 'PumpPortal did not answer within 1 second; nothing was sent.',
    },
    {
      case: 'PumpPortal answers an empty body',
      endpoint: 'trade-local',
      failure: { kind: 'empty' },
      message:
        'PumpPortal answered without a transaction; nothing was sent. Try again in a moment.',
    },
    {
      case: 'PumpPortal answers a JSON error',
      endpoint: 'trade-local',
      failure: { kind: 'error-json', message: 'Bad Request: invalid mint' },
      message:
        'PumpPortal refused to build the launch ("Bad Request: invalid mint"); nothing was sent.',
    },
    {
      case: 'the image upload answers empty',
      endpoint: 'upload-img',
      failure: { kind: 'empty' },
      message:
        'The bonk.fun image upload answered without a link; nothing was sent. Try again in a moment.',
    },
    {
      case: 'the image upload answers HTTP 500',
      endpoint: 'upload-img',
      failure: { kind: 'status', status: 500 },
      message:
        'The bonk.fun image upload failed (HTTP 500); nothing was sent. Try again in a moment.',
    },
    {
      case: 'the metadata upload answers HTTP 500',
      endpoint: 'upload-meta',
      failure: { kind: 'status', status: 500 },
      message:
        'The bonk.fun metadata upload failed (HTTP 500); nothing was sent. Try again in a moment.',
    },
    {
      case: 'the metadata upload answers a JSON error',
      endpoint: 'upload-meta',
      failure: { kind: 'error-json', message: 'createdOn must be bonk.fun' },
      message:
        'The bonk.fun metadata upload failed (HTTP 400: createdOn must be bonk.fun); nothing was sent. Try again in a moment.',
    },
    {
      case: 'the metadata upload does not answer',
      endpoint: 'upload-meta',
      failure: { kind: 'hang' },
      message: 'The bonk.fun metadata host did not answer within 1 second; nothing was sent.',
    },
  ] as const;

  it.each(platformFailures)('says so when $case', async ({ endpoint, failure, message }) => {
    fixture.portal.failNext(endpoint, failure);
    const error = await launch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as Error).message).toBe(message);
    expect(fixture.rpc.calls('sendTransaction')).toBe(0);
  });

  it('prepares the same request afresh after a failed upload', async () => {
    const request = bonkRequest();
    fixture.portal.failNext('upload-img', { kind: 'status', status: 500 });
    await expect(launch(request)).rejects.toBeInstanceOf(LaunchError);
    await launch(request);
    expect(fixture.portal.calls('upload-img')).toBe(2);
    expect(fixture.rpc.sent).toHaveLength(1);
  });

  it("rejects with the launch's own reason when its deadline ends the wait", async () => {
    fixture.portal.failNext('trade-local', { kind: 'hang' });
    const controller = new AbortController();
    const deadline = new LaunchError(DEPLOY_MESSAGES.timedOut);
    const preparing = fixture.bonk.prepare(
      bonkRequest(),
      walletOf(makeSolanaSigner()),
      makeLaunchContext(controller.signal),
    );
    await fixture.portal.waitForCalls('trade-local');
    controller.abort(deadline);
    await expect(preparing).rejects.toBe(deadline);
  });

  it('refuses a wallet other than the one prepared for', async () => {
    const signer = makeSolanaSigner();
    const context = makeLaunchContext();
    const prepared = await fixture.bonk.prepare(bonkRequest(), walletOf(signer), context);
    await expect(fixture.bonk.submit(prepared, makeSolanaSigner(), context)).rejects.toThrow(
      BONK_LAUNCH_MESSAGES.otherWallet,
    );
    expect(fixture.rpc.calls('sendTransaction')).toBe(0);
  });

  it.each([
    { name: 'A'.repeat(33), ticker: 'MDOG', error: BONK_MESSAGES.nameTooLong(33) },
    { name: '🐶'.repeat(9), ticker: 'MDOG', error: BONK_MESSAGES.nameTooLong(36) },
    { name: 'Moon Dog', ticker: 'ABCDEFGHIJK', error: BONK_MESSAGES.symbolTooLong(11) },
    { name: 'A'.repeat(32), ticker: 'ABCDEFGHIJ', error: null },
  ])('validates $name / $ticker', ({ name, ticker, error }) => {
    expect(fixture.bonk.validate(bonkRequest({ name, ticker }))).toBe(error);
  });
});

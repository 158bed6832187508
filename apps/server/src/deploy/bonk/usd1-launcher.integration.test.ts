import { DEPLOY_MESSAGES, USD1_MINT } from '@launchdeck/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BonkFixture, startBonkFixture } from '../../../test/deploy/bonk/support.ts';
import {
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import type { SentTransaction } from '../../../test/deploy/solana/fake-rpc.ts';
import { makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import { Usd1BalanceError } from '../launcher.ts';
import { LAUNCHLAB_PROGRAM_ID } from './launch-transaction.ts';
import { usd1Amount } from './usd1-quote.ts';

const usd1 = (whole: number) => ({ mint: USD1_MINT, amount: BigInt(whole * 1e6), decimals: 6 });

describe('BonkLauncher quoted in USD1 (usd1 mode, experimental)', () => {
  let fixture: BonkFixture;

  beforeEach(async () => {
    fixture = await startBonkFixture();
  });
  afterEach(async () => {
    await fixture.close();
    expect(fixture.portal.violations).toEqual([]);
    expect(fixture.rpc.violations).toEqual([]);
  });

  /** A usd1 launch of 1000 USD1 as typed (sent as 1, DA §5) by a wallet holding `held`. */
  async function launch(...held: number[]) {
    const signer = makeSolanaSigner();
    fixture.rpc.tokenAccounts.set(signer.address, [
      ...held.map(usd1),
      // Another token the wallet holds is not counted.
      { mint: 'So11111111111111111111111111111111111111112', amount: 10n ** 12n, decimals: 9 },
    ]);
    const context = makeLaunchContext();
    const wallet = { network: 'solana' as const, address: signer.address };
    const request = makeLaunchRequest({ mode: 'usd1', buyAmount: 1 });
    const prepared = await fixture.usd1.prepare(request, wallet, context);
    const submitted = await fixture.usd1.submit(prepared, signer, context);
    await fixture.usd1.confirm(submitted, context);
    return { signer, prepared, submitted };
  }

  it('is the real usd1 launcher on Solana', () => {
    expect(fixture.usd1).toMatchObject({ mode: 'usd1', chain: 'solana', simulated: false });
  });

  it('asks for a USD1-quoted bonk launch and sends it signed by the trader and the mint', async () => {
    const { signer, prepared, submitted } = await launch(1050);

    const [trade] = fixture.portal.tradeRequests as [Record<string, unknown>];
    expect(trade).toEqual({
      publicKey: signer.address,
      action: 'create',
      tokenMetadata: { name: 'Moon Dog', symbol: 'MDOG', uri: expect.stringMatching(/^https:/) },
      mint: prepared.address,
      denominatedInSol: 'false',
      amount: 1000,
      slippage: 10,
      priorityFee: 0.0005,
      pool: 'bonk',
      quoteMint: USD1_MINT,
    });
    const [sent] = fixture.rpc.sent as [SentTransaction];
    expect(sent.signature).toBe(submitted.transaction);
    const signers = sent.transaction.message.staticAccountKeys.slice(0, 2).map((k) => k.toBase58());
    expect(signers).toEqual([signer.address, prepared.address]);
    const [create] = fixture.rpc
      .instructionsOf(sent)
      .filter((ix) => ix.programId === LAUNCHLAB_PROGRAM_ID);
    expect(create?.accounts).toContain(USD1_MINT);
  });

  it('sums the USD1 of every token account the wallet holds', async () => {
    await launch(400, 650);
    expect(fixture.rpc.sent).toHaveLength(1);
  });

  it('refuses with the held and required USD1 before asking for the transaction', async () => {
    const error = await launch(600).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Usd1BalanceError);
    expect(error).toMatchObject({ held: 600, required: 1050 });
    expect((error as Error).message).toBe(DEPLOY_MESSAGES.usd1Insufficient(600, 1050));
    expect(fixture.portal.calls('trade-local')).toBe(0);
    expect(fixture.rpc.calls('sendTransaction')).toBe(0);
  });

  it('counts a wallet without a USD1 account as holding none', async () => {
    const error = await launch().catch((e: unknown) => e);
    expect(error).toMatchObject({ held: 0, required: 1050 });
  });

  it.each([
    [1, 1000],
    [0.5, 500],
    [0.001, 1],
    [1.0001, 1000.1],
  ])('sends a buy of %s (thousands, as the browser sends it) as %s USD1', (sent, units) => {
    expect(usd1Amount(sent)).toBe(units);
  });
});

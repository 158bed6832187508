import { createWalletClient, http, parseEther } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeBscNode } from '../../../test/deploy/bnb/fake-bsc-node.ts';
import { type FakeFourMeme, FOUR_MEME_PATHS } from '../../../test/deploy/bnb/fake-four-meme.ts';
import {
  bnbLauncherOn,
  bnbWallet,
  startBnbFakes,
  tokenManagerOn,
} from '../../../test/deploy/bnb/support.ts';
import {
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import type { BnbSigner } from '../../wallets/signer.ts';
import type { LaunchRequest } from '../launcher.ts';
import type { BnbLauncher } from './launcher.ts';

/** What the node is asked besides the launch's own calls: the head's poll, the receipt's. */
const WATCHING = new Set([
  'eth_blockNumber',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
]);

describe('a bnb launch prepared while the form is open', () => {
  let fourMeme: FakeFourMeme;
  let node: FakeBscNode;
  let signer: BnbSigner;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ fourMeme, node, signer, close } = await startBnbFakes());
  });
  afterEach(async () => {
    await close();
    expect(fourMeme.violations).toEqual([]);
  });

  const request = (name: string): LaunchRequest =>
    makeLaunchRequest({ mode: 'bnb', name, ticker: 'MDOG', buyAmount: 0.5 });

  /** A launcher whose head poll runs every `headPollMs` (an hour: never, within a test). */
  const launcherPolling = async (headPollMs: number) =>
    bnbLauncherOn(node, fourMeme, { tokenManager: await tokenManagerOn(node, { headPollMs }) });

  /** The node's calls a click made (what `work` asked), the watching ones left out. */
  async function clickCalls<T>(work: () => Promise<T>): Promise<[T, string[]]> {
    const before = node.methods.length;
    const result = await work();
    return [result, node.methods.slice(before).filter((method) => !WATCHING.has(method))];
  }

  async function prepare(launcher: BnbLauncher, name: string) {
    return launcher.prepare(request(name), bnbWallet(signer), makeLaunchContext());
  }

  /** Another wallet app sends from the trader's wallet: a nonce this server did not use. */
  async function sendElsewhere(): Promise<void> {
    const client = createWalletClient({
      account: signer.account,
      chain: { id: node.chainId } as never,
      transport: http(node.url),
    });
    await client.sendTransaction({
      to: `0x${'77'.repeat(20)}`,
      value: parseEther('0.01'),
      gas: 21_000n,
      gasPrice: parseEther('0.000000005'),
      chain: null,
    });
  }

  it('sends only the signed transaction on the click; unprepared, the click asks four.meme and plans first', async () => {
    const launcher = await launcherPolling(3_600_000);
    const prepared = await prepare(launcher, 'Ahead');
    const creates = fourMeme.requests(FOUR_MEME_PATHS.create).length;
    const [submitted, calls] = await clickCalls(() =>
      launcher.submit(prepared, signer, makeLaunchContext()),
    );
    expect(calls).toEqual(['eth_sendRawTransaction']);
    expect(fourMeme.requests(FOUR_MEME_PATHS.create)).toHaveLength(creates);
    expect((await node.token(submitted.address as `0x${string}`)).name).toBe('Ahead');

    // A wallet that cannot sign four.meme's login ahead: everything waits for the click.
    const unprepared = await launcher.prepare(
      request('On the click'),
      { network: 'bnb', address: signer.address },
      makeLaunchContext(),
    );
    const [cold, coldCalls] = await clickCalls(() =>
      launcher.submit(unprepared, signer, makeLaunchContext()),
    );
    expect(coldCalls.slice().sort()).toEqual([
      'eth_estimateGas',
      'eth_getTransactionCount',
      'eth_sendRawTransaction',
    ]);
    expect(coldCalls.at(-1)).toBe('eth_sendRawTransaction');
    expect(fourMeme.requests(FOUR_MEME_PATHS.create)).toHaveLength(creates + 1);
    expect((await node.token(cold.address as `0x${string}`)).name).toBe('On the click');
  });

  it('plans afresh on the click when another launch used the prepared nonce', async () => {
    const launcher = await launcherPolling(3_600_000);
    const first = await prepare(launcher, 'First');
    const second = await prepare(launcher, 'Second');
    await launcher.submit(second, signer, makeLaunchContext());
    const [submitted, calls] = await clickCalls(() =>
      launcher.submit(first, signer, makeLaunchContext()),
    );
    expect(calls).toContain('eth_estimateGas');
    expect((await node.token(submitted.address as `0x${string}`)).name).toBe('First');
    expect(node.chain.mined.map((m) => m.from.toLowerCase())).toEqual([
      signer.address.toLowerCase(),
      signer.address.toLowerCase(),
    ]);
  });

  it('plans afresh when the node says the nonce was taken elsewhere, the refused send costing nothing', async () => {
    const launcher = await launcherPolling(3_600_000);
    const prepared = await prepare(launcher, 'After a transfer');
    await sendElsewhere();
    const before = await node.balanceOf(signer.address);
    const [submitted, calls] = await clickCalls(() =>
      launcher.submit(prepared, signer, makeLaunchContext()),
    );
    // The prepared send was refused by the pool (nonce too low), then planned and sent.
    expect(calls[0]).toBe('eth_sendRawTransaction');
    expect(calls).toContain('eth_estimateGas');
    expect(calls.filter((c) => c === 'eth_sendRawTransaction')).toHaveLength(2);
    const launchTx = node.chain.mined.at(-1);
    expect(launchTx?.hash).toBe(submitted.transaction);
    expect(before - (await node.balanceOf(signer.address))).toBe(
      (launchTx?.value ?? 0n) + (launchTx?.gasUsed ?? 0n) * (launchTx?.gasPrice ?? 0n),
    );
  });

  it('is kept fresh on a new block, so the click after it still only sends', async () => {
    const launcher = await launcherPolling(5);
    const prepared = await prepare(launcher, 'Fresh');
    const readiness = prepared.state.ahead?.readiness;
    expect(readiness?.current?.nonce).toBe(0);
    await sendElsewhere();
    await vi.waitFor(() => expect(readiness?.current?.nonce).toBe(1));
    const [submitted, calls] = await clickCalls(() =>
      launcher.submit(prepared, signer, makeLaunchContext()),
    );
    expect(calls).toEqual(['eth_sendRawTransaction']);
    expect((await node.token(submitted.address as `0x${string}`)).name).toBe('Fresh');
  });

  it('refuses a bad signature while preparing, before anything is signed or sent', async () => {
    const launcher = await launcherPolling(3_600_000);
    fourMeme.failNext(FOUR_MEME_PATHS.create, { wrongSigner: true });
    await expect(prepare(launcher, 'Forged')).rejects.toThrow("Signature is not four.meme's");
    expect(node.calls('eth_sendRawTransaction')).toBe(0);
  });
});

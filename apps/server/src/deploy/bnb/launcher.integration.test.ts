import { DEPLOY_MESSAGES } from '@launchdeck/protocol';
import { type Address, parseEther, parseEventLogs, parseGwei } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_BSC_DEFAULTS, type FakeBscNode } from '../../../test/deploy/bnb/fake-bsc-node.ts';
import { type FakeFourMeme, FOUR_MEME_PATHS } from '../../../test/deploy/bnb/fake-four-meme.ts';
import {
  bnbLauncherOn,
  bnbWallet,
  startBnbFakes,
  TEST_PNG,
  tokenManagerOn,
} from '../../../test/deploy/bnb/support.ts';
import {
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import { makeBnbSigner } from '../../../test/wallets/signers-fixture.ts';
import type { BnbSigner } from '../../wallets/signer.ts';
import type { LaunchRequest } from '../launcher.ts';
import { BNB_CHAIN_MESSAGES } from './chain-errors.ts';
import type { BnbLauncher } from './launcher.ts';
import { TOKEN_MANAGER2_ABI } from './token-manager.ts';

describe('BnbLauncher against four.meme and an in-process BSC', () => {
  let fourMeme: FakeFourMeme;
  let node: FakeBscNode;
  let launcher: BnbLauncher;
  let signer: BnbSigner;

  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ fourMeme, node, signer, close } = await startBnbFakes());
    launcher = await bnbLauncherOn(node, fourMeme, { rpcTimeoutMs: 1000 });
  });
  afterEach(async () => {
    await close();
    expect(fourMeme.violations).toEqual([]);
  });

  const bnbRequest = (overrides: Partial<LaunchRequest> = {}) =>
    makeLaunchRequest({
      mode: 'bnb',
      name: 'Moon Dog',
      ticker: 'MDOG',
      buyAmount: 0.5,
      ...overrides,
    });

  async function launch(request = bnbRequest(), wallet = signer) {
    const context = makeLaunchContext();
    const prepared = await launcher.prepare(request, bnbWallet(wallet), context);
    const submitted = await launcher.submit(prepared, wallet, context);
    await launcher.confirm(submitted, context);
    return { submitted, stages: context.stages };
  }

  it('is the real bnb launcher, with the bnb limits of 20 characters', () => {
    expect(launcher).toMatchObject({ mode: 'bnb', chain: 'bnb', simulated: false });
    expect(
      launcher.validate(bnbRequest({ name: 'n'.repeat(20), ticker: 'T'.repeat(20) })),
    ).toBeNull();
    expect(launcher.validate(bnbRequest({ name: 'n'.repeat(21) }))).toBe(
      DEPLOY_MESSAGES.bnbCharLimit,
    );
    expect(launcher.validate(bnbRequest({ ticker: 'T'.repeat(21) }))).toBe(
      DEPLOY_MESSAGES.bnbCharLimit,
    );
  });

  it('creates the token TokenCreate names, paying the fee read on chain and the first buy', async () => {
    const before = await node.balanceOf(signer.address);
    const { submitted, stages } = await launch();

    expect(stages).toEqual(['metadata', 'signed', 'sent']);
    expect(await node.token(submitted.address as Address)).toEqual({
      name: 'Moon Dog',
      symbol: 'MDOG',
    });
    const [mined] = node.chain.mined;
    expect(mined?.hash).toBe(submitted.transaction);
    expect(mined?.to?.toLowerCase()).toBe(node.tokenManager.toLowerCase());
    const [created] = parseEventLogs({
      abi: TOKEN_MANAGER2_ABI,
      eventName: 'TokenCreate',
      logs: mined?.receipt.logs as never,
    });
    expect(created?.args).toMatchObject({
      creator: signer.address,
      token: submitted.address,
      name: 'Moon Dog',
      symbol: 'MDOG',
    });
    // launch fee + presale + presale x 1% (research §1e), and the gas at the default 5 gwei.
    const presale = parseEther('0.5');
    const value = FAKE_BSC_DEFAULTS.launchFee + presale + presale / 100n;
    expect(mined?.value).toBe(value);
    expect(mined?.gasPrice).toBe(parseGwei('5'));
    expect(before - (await node.balanceOf(signer.address))).toBe(
      value + (mined?.gasUsed ?? 0n) * parseGwei('5'),
    );
    // four.meme got the image itself and the create body it documents (the fake checks each field).
    const [link] = [...fourMeme.uploads.keys()];
    expect(fourMeme.uploads.get(link ?? '')?.bytes).toEqual(Buffer.from(TEST_PNG.bytes));
    expect(fourMeme.requests(FOUR_MEME_PATHS.create)).toHaveLength(1);
    expect(JSON.parse(fourMeme.requests(FOUR_MEME_PATHS.create)[0]?.body ?? '{}')).toMatchObject({
      imgUrl: link,
      preSale: '0.5',
      raisedToken: { symbol: 'BNB', status: 'PUBLISH' },
    });
  });

  it('sends at the gas price the form asked for', async () => {
    await launch(bnbRequest({ gwei: 7.5 }));
    expect(node.chain.mined[0]?.gasPrice).toBe(parseGwei('7.5'));
  });

  it('takes createArg and signature as base64 too', async () => {
    fourMeme.base64 = true;
    const { submitted } = await launch();
    expect(await node.token(submitted.address as Address)).toEqual({
      name: 'Moon Dog',
      symbol: 'MDOG',
    });
  });

  it('logs a wallet in once for two launches, and once more when four.meme says the login expired', async () => {
    await launch();
    await launch(bnbRequest({ name: 'Second' }));
    expect(fourMeme.logins.get(signer.address.toLowerCase())).toBe(1);

    fourMeme.expireLogins();
    const { submitted } = await launch(bnbRequest({ name: 'Third' }));
    expect(fourMeme.logins.get(signer.address.toLowerCase())).toBe(2);
    expect((await node.token(submitted.address as Address)).name).toBe('Third');
  });

  it('is refused on chain when the arguments are not signed by four.meme', async () => {
    fourMeme.failNext(FOUR_MEME_PATHS.create, { wrongSigner: true });
    await expect(launch()).rejects.toThrow(
      BNB_CHAIN_MESSAGES.refused("Signature is not four.meme's"),
    );
    expect(node.chain.mined).toEqual([]);
  });

  it('is refused before anything is sent when the fee rose after it was read, and pays the new fee next time', async () => {
    const manager = await tokenManagerOn(node, { headPollMs: 5 });
    launcher = await bnbLauncherOn(node, fourMeme, { tokenManager: manager });
    const context = makeLaunchContext();
    const prepared = await launcher.prepare(bnbRequest(), bnbWallet(signer), context);
    // four.meme signed the arguments and the node ran them; nothing was sent.
    expect(fourMeme.requests(FOUR_MEME_PATHS.create)).toHaveLength(1);
    expect(node.calls('eth_estimateGas')).toBe(1);
    expect(node.calls('eth_sendRawTransaction')).toBe(0);
    await node.setLaunchFee(parseEther('0.02'));
    // The fee's change is a block: the prepared estimate is redone, and refused.
    await vi.waitFor(() => expect(node.calls('eth_estimateGas')).toBe(2));
    await expect(launcher.submit(prepared, signer, context)).rejects.toThrow(
      BNB_CHAIN_MESSAGES.refused('Insufficient launch fee'),
    );
    expect(node.calls('eth_sendRawTransaction')).toBe(0);

    await launch();
    expect(node.chain.mined[0]?.value).toBe(parseEther('0.02') + parseEther('0.505'));
  });

  it('tells an under-funded wallet to add BNB', async () => {
    const poor = makeBnbSigner();
    await node.fund(poor.address, parseEther('0.1'));
    await expect(launch(bnbRequest(), poor)).rejects.toThrow(BNB_CHAIN_MESSAGES.insufficientBnb);

    // Enough for the value, not for the gas at 1000 gwei.
    await node.fund(poor.address, parseEther('0.51'));
    await expect(launch(bnbRequest({ gwei: 1000 }), poor)).rejects.toThrow(
      BNB_CHAIN_MESSAGES.insufficientBnb,
    );
    expect(node.chain.mined).toEqual([]);
  });

  it('says what the node answered when it refused the send or failed, and nothing was mined', async () => {
    node.failNext('eth_sendRawTransaction', { status: 502 });
    await expect(launch()).rejects.toThrow(BNB_CHAIN_MESSAGES.unavailable('HTTP 502'));
    node.failNext('eth_sendRawTransaction', { error: { code: -32000, message: 'txpool is full' } });
    await expect(launch(bnbRequest({ name: 'Again' }))).rejects.toThrow(
      BNB_CHAIN_MESSAGES.rpcRefused('txpool is full.'),
    );
    expect(node.chain.mined).toEqual([]);
    // The refused nonce was not kept as used: the next launch sends with it.
    await launch(bnbRequest({ name: 'Third' }));
    expect(node.chain.mined).toHaveLength(1);
  });

  it('says the BSC RPC did not answer when the send hangs', async () => {
    node.failNext('eth_sendRawTransaction', { hang: true });
    await expect(launch()).rejects.toThrow(BNB_CHAIN_MESSAGES.unavailable('no answer within 1 s'));
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeBscNode } from '../../../test/deploy/bnb/fake-bsc-node.ts';
import { type FakeFourMeme, FOUR_MEME_PATHS } from '../../../test/deploy/bnb/fake-four-meme.ts';
import {
  bnbLauncherOn,
  bnbWallet,
  startBnbFakes,
  TEST_PNG,
} from '../../../test/deploy/bnb/support.ts';
import {
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import type { BnbSigner } from '../../wallets/signer.ts';
import { FOUR_MEME_MESSAGES, FourMemeClient } from './four-meme-client.ts';
import { FourMemeLogins } from './four-meme-logins.ts';
import type { BnbLauncher } from './launcher.ts';

describe('four.meme failures reach the trader as one sentence', () => {
  let fourMeme: FakeFourMeme;
  let node: FakeBscNode;
  let launcher: BnbLauncher;
  let signer: BnbSigner;

  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ fourMeme, node, signer, close } = await startBnbFakes());
    launcher = await bnbLauncherOn(node, fourMeme, { limits: { upload: 1000, create: 1000 } });
  });
  afterEach(async () => {
    await close();
    expect(fourMeme.violations).toEqual([]);
  });

  async function launch() {
    const context = makeLaunchContext();
    const request = makeLaunchRequest({ mode: 'bnb' });
    const prepared = await launcher.prepare(request, bnbWallet(signer), context);
    return launcher.submit(prepared, signer, context);
  }

  it.each([
    [
      'a 500 on create',
      FOUR_MEME_PATHS.create,
      { status: 500 },
      FOUR_MEME_MESSAGES.unavailable('create', 'HTTP 500'),
    ],
    [
      'no answer to the upload',
      FOUR_MEME_PATHS.upload,
      { hang: true as const },
      FOUR_MEME_MESSAGES.unavailable('upload', 'no answer within 1 s'),
    ],
    [
      'an empty upload answer',
      FOUR_MEME_PATHS.upload,
      { empty: true as const },
      FOUR_MEME_MESSAGES.emptyUpload,
    ],
    [
      'a refusal with its code',
      FOUR_MEME_PATHS.create,
      { code: '2001', msg: 'Token name already exists' },
      FOUR_MEME_MESSAGES.refused('create', 'Token name already exists.'),
    ],
    [
      'a 500 on the login nonce',
      FOUR_MEME_PATHS.nonce,
      { status: 502 },
      FOUR_MEME_MESSAGES.unavailable('nonce', 'HTTP 502'),
    ],
  ])('%s', async (_name, path, failure, sentence) => {
    fourMeme.failNext(path, failure);
    await expect(launch()).rejects.toThrow(sentence);
    expect(node.chain.mined).toEqual([]);
  });

  it('says four.meme is unreachable when nothing listens', async () => {
    const url = fourMeme.url;
    await fourMeme.close();
    const client = new FourMemeClient(url);
    await expect(client.bnbRaise(new AbortController().signal)).rejects.toThrow(
      FOUR_MEME_MESSAGES.unavailable('config', 'connection refused'),
    );
  });

  it('logs in again only once when the new login is refused as expired too', async () => {
    const client = new FourMemeClient(fourMeme.url);
    const logins = new FourMemeLogins(client);
    const wallet = {
      address: signer.address,
      signLogin: (message: string) => signer.account.signMessage({ message }),
    };
    const signal = new AbortController().signal;
    let attempts = 0;
    const upload = logins.withToken(wallet, signal, async (token) => {
      attempts += 1;
      fourMeme.expireLogins();
      return client.upload(token, TEST_PNG, signal);
    });
    await expect(upload).rejects.toThrow(
      FOUR_MEME_MESSAGES.refused('upload', 'the login expired. Try again.'),
    );
    expect(attempts).toBe(2);
    expect(fourMeme.logins.get(signer.address.toLowerCase())).toBe(2);
  });

  it('shares one login between a preparation and a click that ask at once', async () => {
    const client = new FourMemeClient(fourMeme.url);
    const logins = new FourMemeLogins(client);
    const wallet = bnbWallet(signer);
    const signLogin = wallet.signLogin as (message: string) => Promise<`0x${string}`>;
    const who = { address: signer.address, signLogin };
    const signal = new AbortController().signal;
    const [a, b] = await Promise.all([logins.token(who, signal), logins.token(who, signal)]);
    expect(a).toBe(b);
    expect(fourMeme.logins.get(signer.address.toLowerCase())).toBe(1);
  });
});

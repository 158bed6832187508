import { createPublicClient, http, parseEther } from 'viem';
import { FourMemeClient, type FourMemeStep } from '../../../src/deploy/bnb/four-meme-client.ts';
import { BnbLauncher } from '../../../src/deploy/bnb/launcher.ts';
import { TokenManager, type TokenManagerOptions } from '../../../src/deploy/bnb/token-manager.ts';
import type { ImageFile, TokenImages } from '../../../src/deploy/images/token-images.ts';
import type { BnbLaunchWallet } from '../../../src/deploy/launcher.ts';
import type { BnbSigner } from '../../../src/wallets/signer.ts';
import { makeBnbSigner } from '../../wallets/signers-fixture.ts';
import { FakeBscNode } from './fake-bsc-node.ts';
import { FakeFourMeme } from './fake-four-meme.ts';

/** Test support: a PNG's signature and a few bytes, as the image loader would hand them. */
export const TEST_PNG: ImageFile = {
  bytes: Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
  contentType: 'image/png',
  fileName: 'token.png',
};

export const testImages: TokenImages = { load: async () => TEST_PNG };

/** The wallet as the launch service hands it to prepare, able to sign four.meme's login. */
export function bnbWallet(signer: BnbSigner): BnbLaunchWallet {
  return {
    network: 'bnb',
    address: signer.address,
    signLogin: (message) => signer.account.signMessage({ message }),
  };
}

/** A TokenManager on the fake node, with the chain id read from it as a deployment would. */
export async function tokenManagerOn(
  node: FakeBscNode,
  options: Partial<TokenManagerOptions> = {},
): Promise<TokenManager> {
  const chainId = await createPublicClient({ transport: http(node.url) }).getChainId();
  return new TokenManager({
    rpcUrl: node.url,
    address: node.tokenManager,
    chainId,
    pollingMs: 10,
    ...options,
  });
}

/** A BnbLauncher on both fakes (on `tokenManager` when given). */
export async function bnbLauncherOn(
  node: FakeBscNode,
  fourMeme: FakeFourMeme,
  options: {
    limits?: Partial<Record<FourMemeStep, number>>;
    tokenManager?: TokenManager;
  } & Partial<TokenManagerOptions> = {},
): Promise<BnbLauncher> {
  const { limits, tokenManager, ...manager } = options;
  return new BnbLauncher({
    fourMeme: new FourMemeClient(fourMeme.url, limits),
    tokenManager: tokenManager ?? (await tokenManagerOn(node, manager)),
    images: testImages,
  });
}

/** Both bnb fakes, the BSC node trusting four.meme's key, and a trader funded with 10 BNB. */
export async function startBnbFakes(): Promise<{
  fourMeme: FakeFourMeme;
  node: FakeBscNode;
  signer: BnbSigner;
  close: () => Promise<void>;
}> {
  const fourMeme = await FakeFourMeme.start();
  const signer = makeBnbSigner();
  const node = await FakeBscNode.start({
    fourMemeSigner: fourMeme.signer,
    accounts: { [signer.address]: parseEther('10') },
  });
  return {
    fourMeme,
    node,
    signer,
    close: async () => {
      await Promise.all([fourMeme.close(), node.close()]);
    },
  };
}

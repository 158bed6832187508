import { BonkMetadataClient } from '../../../src/deploy/bonk/bonk-metadata.ts';
import { BonkLauncher } from '../../../src/deploy/bonk/launcher.ts';
import { PumpPortalClient } from '../../../src/deploy/bonk/pumpportal-client.ts';
import { usd1Quote } from '../../../src/deploy/bonk/usd1-quote.ts';
import { PNG_SIGNATURE } from '../../../src/deploy/images/png.ts';
import type { ImageFile, TokenImages } from '../../../src/deploy/images/token-images.ts';
import { SolanaRpc } from '../../../src/deploy/solana/rpc-client.ts';
import { RPC_SEND_MAX_RETRIES, RpcSender } from '../../../src/deploy/solana/sender.ts';
import { FakeSolanaRpc } from '../solana/fake-rpc.ts';
import { FakePumpPortal, type FakePumpPortalOptions } from './fake-pumpportal.ts';

/**
 * Test support: a bonk or usd1 launcher wired to a Solana RPC fake and a PumpPortal + bonk
 * worker fake on loopback, with a short platform time limit so a hang is answered quickly.
 */

/** The image every fixture launch uploads: PNG's signature and a few bytes, non-UTF-8 on purpose. */
export const FIXTURE_IMAGE: ImageFile = {
  bytes: Uint8Array.from([...PNG_SIGNATURE, 0, 0, 0, 13, 0xff, 0xfe]),
  contentType: 'image/png',
  fileName: 'moon-dog.png',
};

export const FIXTURE_TIMEOUT_MS = 1000;

export type BonkFixture = {
  rpc: FakeSolanaRpc;
  portal: FakePumpPortal;
  bonk: BonkLauncher;
  usd1: BonkLauncher;
  close(): Promise<void>;
};

export async function startBonkFixture(
  options: Omit<FakePumpPortalOptions, 'blockhashes'> = {},
): Promise<BonkFixture> {
  const rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
  const portal = await FakePumpPortal.start({ ...options, blockhashes: rpc });
  const client = new SolanaRpc({ url: rpc.url });
  const images: TokenImages = { load: async () => FIXTURE_IMAGE };
  const deps = {
    rpc: client,
    sender: new RpcSender(client, { skipPreflight: false }),
    pumpPortal: new PumpPortalClient({ url: portal.url, timeoutMs: FIXTURE_TIMEOUT_MS }),
    metadata: new BonkMetadataClient({ url: portal.url, timeoutMs: FIXTURE_TIMEOUT_MS }),
    images,
    confirmPollMs: 1,
  };
  return {
    rpc,
    portal,
    bonk: new BonkLauncher(deps),
    usd1: new BonkLauncher({ ...deps, quote: usd1Quote(client) }),
    close: async () => {
      await portal.close();
      await rpc.close();
    },
  };
}

import type { LaunchConfig } from '../../src/config.ts';
import { RPC_SEND_MAX_RETRIES } from '../../src/deploy/solana/sender.ts';
import { FakeBags } from './bags/fake-bags.ts';
import { FakeBscNode } from './bnb/fake-bsc-node.ts';
import { FakeFourMeme } from './bnb/fake-four-meme.ts';
import { FakePumpPortal } from './bonk/fake-pumpportal.ts';
import { servePumpAccounts } from './pump/accounts-fixture.ts';
import { FakeSolanaRpc, newAddress } from './solana/fake-rpc.ts';

/** Every launch platform on loopback, and how a server reaches them. */
export type FakePlatforms = {
  /** Solana JSON-RPC (pump's accounts served, every signature verified). */
  rpc: FakeSolanaRpc;
  /** PumpPortal's trade-local and the bonk metadata worker (bonk, usd1). */
  portal: FakePumpPortal;
  bags: FakeBags;
  fourMeme: FakeFourMeme;
  /** BSC JSON-RPC on an in-process EVM, TokenManager2's stand-in deployed. */
  bsc: FakeBscNode;
  /** The environment a server process reads to launch every platform on these fakes. */
  env: Record<string, string>;
  /** The same, for a launch config built in process. */
  config: Partial<LaunchConfig>;
  close(): Promise<void>;
};

/**
 * Test and bench support: the fakes of every platform, started together on free loopback ports
 * and wired to one another (PumpPortal and Bags answer transactions with blockhashes the Solana
 * fake knows; the BSC node trusts the four.meme fake's signing key).
 */
export async function startFakePlatforms(): Promise<FakePlatforms> {
  const rpc = await FakeSolanaRpc.start({ skipPreflight: false, maxRetries: RPC_SEND_MAX_RETRIES });
  const table = newAddress();
  servePumpAccounts(rpc.accounts, { lookupTable: table });
  const lookupTable = table.toBase58();
  const fourMeme = await FakeFourMeme.start();
  const [portal, bags, bsc] = await Promise.all([
    FakePumpPortal.start({ blockhashes: rpc }),
    FakeBags.start({ blockhashes: rpc }),
    FakeBscNode.start({ fourMemeSigner: fourMeme.signer }),
  ]);
  const config = {
    solanaRpcUrl: rpc.url,
    solanaWsUrl: rpc.wsUrl,
    pumpLookupTable: lookupTable,
    pumpPortalUrl: portal.url,
    bonkMetadataUrl: portal.url,
    bagsApiUrl: bags.url,
    bagsApiKey: bags.apiKey,
    fourMemeApiUrl: fourMeme.url,
    bscRpcUrl: bsc.url,
    fourMemeTokenManager: bsc.tokenManager,
  } satisfies Partial<LaunchConfig>;
  const env = {
    SOLANA_RPC_URL: config.solanaRpcUrl,
    SOLANA_WS_URL: config.solanaWsUrl,
    PUMP_LOOKUP_TABLE: config.pumpLookupTable,
    PUMPPORTAL_URL: config.pumpPortalUrl,
    BONK_METADATA_URL: config.bonkMetadataUrl,
    BAGS_API_URL: config.bagsApiUrl,
    BAGS_API_KEY: config.bagsApiKey,
    FOUR_MEME_API_URL: config.fourMemeApiUrl,
    BSC_RPC_URL: config.bscRpcUrl,
    FOUR_MEME_TOKEN_MANAGER: config.fourMemeTokenManager,
  };
  return {
    rpc,
    portal,
    bags,
    fourMeme,
    bsc,
    env,
    config,
    close: async () => {
      await Promise.all([rpc, portal, bags, fourMeme, bsc].map((fake) => fake.close()));
    },
  };
}

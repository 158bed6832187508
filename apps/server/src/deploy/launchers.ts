import type { DeployMode } from '@launchdeck/protocol';
import type { LaunchConfig } from '../config.ts';
import { BagsClient } from './bags/bags-client.ts';
import { BagsLauncher } from './bags/launcher.ts';
import { FourMemeClient } from './bnb/four-meme-client.ts';
import { BnbLauncher } from './bnb/launcher.ts';
import { TokenManager } from './bnb/token-manager.ts';
import { BonkMetadataClient } from './bonk/bonk-metadata.ts';
import { BonkLauncher } from './bonk/launcher.ts';
import { PumpPortalClient } from './bonk/pumpportal-client.ts';
import { usd1Quote } from './bonk/usd1-quote.ts';
import { TokenImageLoader } from './images/loader.ts';
import type { TokenImages } from './images/token-images.ts';
import type { Launcher } from './launcher.ts';
import { OfflineLauncher } from './offline/launcher.ts';
import { token2022Account } from './pump/addresses.ts';
import { PumpLauncher } from './pump/launcher.ts';
import { MintPool } from './pump/mint-pool.ts';
import { pumpProgramError } from './pump/program-errors.ts';
import { PumpStateCache } from './pump/state.ts';
import { BlockhashCache } from './solana/blockhash-cache.ts';
import { RacingSender } from './solana/racing-sender.ts';
import { SolanaRpc } from './solana/rpc-client.ts';
import { RpcSender, type Sender } from './solana/sender.ts';
import { pubsubUrlOf, SignatureWatch, type SignatureWatchLog } from './solana/signature-watch.ts';

export type Launchers = Record<DeployMode, Launcher>;

export type LauncherDeps = {
  /** Sends pump's signed transactions; the configured RPC's sendTransaction unless given. */
  sender?: Sender;
  /** Each RPC call's time limit (10 s unless given). */
  rpcTimeoutMs?: number;
  /** Total priority fee per pump launch, in lamports (0.0005 SOL unless given). */
  priorityFeeLamports?: number;
  confirmPollMs?: number;
  /** The token images platforms upload; fetched from public hosts only unless given. */
  images?: TokenImages;
  /** Told when the Solana RPC's pubsub endpoint cannot be reached, and when it answers again. */
  log?: SignatureWatchLog;
};

/**
 * The configured RPC's sendTransaction, raced over SOLANA_SEND_URLS when set (relays such as
 * Helius Sender want preflight skipped; the RPC keeps SOLANA_SKIP_PREFLIGHT).
 */
function solanaSender(rpc: SolanaRpc, config: LaunchConfig, deps: LauncherDeps): Sender {
  const direct = new RpcSender(rpc, { skipPreflight: config.solanaSkipPreflight });
  if (config.solanaSendUrls.length === 0) return direct;
  const relays = config.solanaSendUrls.map(
    (url) =>
      new RpcSender(new SolanaRpc({ url, timeoutMs: deps.rpcTimeoutMs }), { skipPreflight: true }),
  );
  return new RacingSender([direct, ...relays]);
}

/** What a launcher may hold open: the blockhash refresh. */
type Closable = { close(): void };

const closables = new WeakMap<Launchers, Closable[]>();

/**
 * One launcher per mode (DESIGN "Token launching"). A platform is real when its settings are
 * given and offline otherwise, labelled simulated, and so is every answer built from it:
 *   - pump: SOLANA_RPC_URL;
 *   - bonk and usd1 (experimental): SOLANA_RPC_URL, through PumpPortal and the bonk worker;
 *   - bags: SOLANA_RPC_URL and BAGS_API_KEY;
 *   - bnb: BSC_RPC_URL.
 */
export function createLaunchers(config: LaunchConfig, deps: LauncherDeps = {}): Launchers {
  const opened: Closable[] = [];
  const images = deps.images ?? new TokenImageLoader();
  const launchers: Launchers = {
    pump: new OfflineLauncher('pump'),
    bonk: new OfflineLauncher('bonk'),
    bags: new OfflineLauncher('bags'),
    bnb: new OfflineLauncher('bnb'),
    usd1: new OfflineLauncher('usd1'),
  };
  if (config.solanaRpcUrl) {
    const signatures = new SignatureWatch(
      config.solanaWsUrl ?? pubsubUrlOf(config.solanaRpcUrl),
      deps.log,
    );
    opened.push(signatures);
    const rpc = new SolanaRpc({
      url: config.solanaRpcUrl,
      timeoutMs: deps.rpcTimeoutMs,
      programError: pumpProgramError,
      signatures,
    });
    const sender = deps.sender ?? solanaSender(rpc, config, deps);
    const blockhashes = new BlockhashCache((signal) => rpc.getLatestBlockhash(signal));
    opened.push(blockhashes);
    const mints = new MintPool(8, { buyerAccount: token2022Account });
    launchers.pump = new PumpLauncher({
      rpc,
      sender,
      blockhashes,
      state: new PumpStateCache(rpc, config.pumpLookupTable),
      priorityFeeLamports: deps.priorityFeeLamports,
      confirmPollMs: deps.confirmPollMs,
      mints,
    });
    // LaunchLab's and Meteora's errors must not be read as pump's: this RPC names no program's.
    const launchLabRpc = new SolanaRpc({
      url: config.solanaRpcUrl,
      timeoutMs: deps.rpcTimeoutMs,
      signatures,
    });
    const bonk = {
      rpc: launchLabRpc,
      sender: deps.sender ?? solanaSender(launchLabRpc, config, deps),
      pumpPortal: new PumpPortalClient({ url: config.pumpPortalUrl }),
      metadata: new BonkMetadataClient({ url: config.bonkMetadataUrl }),
      images,
      mints,
      confirmPollMs: deps.confirmPollMs,
    };
    launchers.bonk = new BonkLauncher(bonk);
    launchers.usd1 = new BonkLauncher({ ...bonk, quote: usd1Quote(launchLabRpc) });
    if (config.bagsApiKey) {
      launchers.bags = new BagsLauncher({
        client: new BagsClient({ url: config.bagsApiUrl, apiKey: config.bagsApiKey }),
        images,
        rpc: launchLabRpc,
        sender: bonk.sender,
        confirmPollMs: deps.confirmPollMs,
      });
    }
  }
  if (config.bscRpcUrl) {
    launchers.bnb = new BnbLauncher({
      fourMeme: new FourMemeClient(config.fourMemeApiUrl),
      tokenManager: new TokenManager({
        rpcUrl: config.bscRpcUrl,
        address: config.fourMemeTokenManager,
      }),
      images,
    });
  }
  closables.set(launchers, opened);
  return launchers;
}

/**
 * Stops what the launchers keep running (the blockhash refresh, the signature watch's
 * connection), at shutdown or a test's end.
 */
export function closeLaunchers(launchers: Launchers): void {
  for (const closable of closables.get(launchers) ?? []) closable.close();
}

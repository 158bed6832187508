import type { DeployMode } from '@launchdeck/protocol';
import type { LaunchConfig } from '../config.ts';
import type { Launcher } from './launcher.ts';
import { OfflineLauncher } from './offline/launcher.ts';
import { PumpLauncher } from './pump/launcher.ts';
import { pumpProgramError } from './pump/program-errors.ts';
import { PumpStateCache } from './pump/state.ts';
import { BlockhashCache } from './solana/blockhash-cache.ts';
import { RacingSender } from './solana/racing-sender.ts';
import { SolanaRpc } from './solana/rpc-client.ts';
import { RpcSender, type Sender } from './solana/sender.ts';

export type Launchers = Record<DeployMode, Launcher>;

export type LauncherDeps = {
  /** Sends pump's signed transactions; the configured RPC's sendTransaction unless given. */
  sender?: Sender;
  /** Each RPC call's time limit (10 s unless given). */
  rpcTimeoutMs?: number;
  /** Total priority fee per pump launch, in lamports (0.0005 SOL unless given). */
  priorityFeeLamports?: number;
  confirmPollMs?: number;
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
 * One launcher per mode (DESIGN "Token launching"): pump is real when SOLANA_RPC_URL is set and
 * offline otherwise; bonk, bags, bnb and usd1 are offline until their adapters come (issue 12).
 * Offline launchers are labelled simulated, and so is every answer built from them.
 */
export function createLaunchers(config: LaunchConfig, deps: LauncherDeps = {}): Launchers {
  const opened: Closable[] = [];
  let pump: Launcher = new OfflineLauncher('pump');
  if (config.solanaRpcUrl) {
    const rpc = new SolanaRpc({
      url: config.solanaRpcUrl,
      timeoutMs: deps.rpcTimeoutMs,
      programError: pumpProgramError,
    });
    const blockhashes = new BlockhashCache((signal) => rpc.getLatestBlockhash(signal));
    opened.push(blockhashes);
    pump = new PumpLauncher({
      rpc,
      sender: deps.sender ?? solanaSender(rpc, config, deps),
      blockhashes,
      state: new PumpStateCache(rpc, config.pumpLookupTable),
      priorityFeeLamports: deps.priorityFeeLamports,
      confirmPollMs: deps.confirmPollMs,
    });
  }
  const launchers: Launchers = {
    pump,
    bonk: new OfflineLauncher('bonk'),
    bags: new OfflineLauncher('bags'),
    bnb: new OfflineLauncher('bnb'),
    usd1: new OfflineLauncher('usd1'),
  };
  closables.set(launchers, opened);
  return launchers;
}

/** Stops what the launchers keep running (the blockhash refresh), at shutdown or a test's end. */
export function closeLaunchers(launchers: Launchers): void {
  for (const closable of closables.get(launchers) ?? []) closable.close();
}

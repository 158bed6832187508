import { createRequire } from 'node:module';

export type PumpSdkModule = typeof import('@pump-fun/pump-sdk');

let loaded: PumpSdkModule | undefined;

/**
 * `@pump-fun/pump-sdk` 2.0.0, loaded as CommonJS: its ES module build does not load under Node
 * (it imports `BN` from `@coral-xyz/anchor`, which has no such ES export). Loaded on first use
 * (about 0.3 s), so a server without a Solana RPC never pays for it; in the bundle it is read
 * from node_modules, next to the web3.js it shares with our code (build.ts).
 */
export function pumpSdk(): PumpSdkModule {
  loaded ??= createRequire(import.meta.url)('@pump-fun/pump-sdk') as PumpSdkModule;
  return loaded;
}

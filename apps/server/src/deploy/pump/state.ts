import type { FeeConfig, Global } from '@pump-fun/pump-sdk';
import { type AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import { LaunchError } from '../launcher.ts';
import type { AccountData, SolanaRpc } from '../solana/rpc-client.ts';
import { PUMP_ACCOUNTS } from './addresses.ts';
import { decodeLookupTable } from './lookup-table.ts';
import { pumpSdk } from './sdk.ts';

/** What a pump launch reads from chain before it can build: it changes rarely, so it is cached. */
export type PumpState = {
  global: Global;
  feeConfig: FeeConfig;
  /** PUMP_LOOKUP_TABLE, when set: the table the launch transaction looks its fixed accounts up in. */
  lookupTable: AddressLookupTableAccount | undefined;
  fetchedAt: number;
};

/** What the trader reads: the server cannot launch on pump.fun until its operator acts. */
export const PUMP_STATE_MESSAGES = {
  unavailable: 'pump.fun launches are not available on this server right now. Try again later.',
} as const;

/** What the operator reads in the log (README "Configuration"). */
export const PUMP_STATE_OPERATOR_NOTES = {
  missingGlobal:
    'The pump.fun program state was not found on the configured Solana RPC. Check that SOLANA_RPC_URL points at mainnet.',
  missingLookupTable: (address: string) =>
    `The address lookup table ${address} (PUMP_LOOKUP_TABLE) was not found or is not active on the configured Solana RPC.`,
} as const;

const unavailable = (operatorDetail: string) =>
  new LaunchError(PUMP_STATE_MESSAGES.unavailable, { operatorDetail });

/** How long a fetched state is used before it is fetched again (behind the launch that asks). */
const MAX_AGE_MS = 5 * 60_000;

/** The account as the SDK's decoders take it (web3.js AccountInfo). */
const accountInfo = (account: AccountData, owner: PublicKey) => ({
  data: account.data,
  owner,
  lamports: account.lamports,
  executable: account.executable,
});

/**
 * pump's Global and FeeConfig (and the lookup table, if configured), read in one
 * getMultipleAccounts round trip and decoded by the SDK's own decoders (research §1a: cache
 * them, they change rarely). A launch waits only for the first read; after that a stale state is
 * used while a new one is read behind it.
 */
export class PumpStateCache {
  private state: PumpState | undefined;
  private inFlight: Promise<PumpState> | undefined;

  constructor(
    private readonly rpc: SolanaRpc,
    private readonly lookupTableAddress: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async get(signal: AbortSignal): Promise<PumpState> {
    const state = this.state;
    if (state) {
      if (this.now() - state.fetchedAt > MAX_AGE_MS) this.read().catch(() => {});
      return state;
    }
    signal.throwIfAborted();
    const reading = this.read();
    return await new Promise<PumpState>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      reading.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  private read(): Promise<PumpState> {
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async fetch(): Promise<PumpState> {
    const sdk = pumpSdk();
    const addresses = [PUMP_ACCOUNTS.global.toBase58(), PUMP_ACCOUNTS.feeConfig.toBase58()];
    if (this.lookupTableAddress) addresses.push(this.lookupTableAddress);
    const started = this.now();
    const [global, feeConfig, table] = await this.rpc.getMultipleAccounts(
      addresses,
      AbortSignal.timeout(30_000),
    );
    if (!global || !feeConfig) throw unavailable(PUMP_STATE_OPERATOR_NOTES.missingGlobal);
    let lookupTable: AddressLookupTableAccount | undefined;
    if (this.lookupTableAddress) {
      lookupTable = table
        ? (decodeLookupTable(this.lookupTableAddress, table.data) ?? undefined)
        : undefined;
      if (!lookupTable?.isActive())
        throw unavailable(PUMP_STATE_OPERATOR_NOTES.missingLookupTable(this.lookupTableAddress));
    }
    const state: PumpState = {
      global: sdk.PUMP_SDK.decodeGlobal(accountInfo(global, new PublicKey(global.owner))),
      feeConfig: sdk.PUMP_SDK.decodeFeeConfig(
        accountInfo(feeConfig, new PublicKey(feeConfig.owner)),
      ),
      lookupTable,
      fetchedAt: started,
    };
    this.state = state;
    return state;
  }
}

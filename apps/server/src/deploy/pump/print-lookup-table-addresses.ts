import { pathToFileURL } from 'node:url';
import { SolanaRpc } from '../solana/rpc-client.ts';
import { pumpLookupTableAddresses } from './lookup-table.ts';
import { PumpStateCache } from './state.ts';

/**
 * The addresses PUMP_LOOKUP_TABLE should hold, read from the live pump Global (its fee
 * recipients change now and then). An operator creates the table once and extends it with them:
 *
 *   SOLANA_RPC_URL=https://… node --import tsx apps/server/src/deploy/pump/print-lookup-table-addresses.ts
 *   solana address-lookup-table create
 *   solana address-lookup-table extend <TABLE> --addresses <the printed list, comma-separated>
 */
export async function lookupTableAddressesFrom(rpcUrl: string): Promise<string[]> {
  const state = await new PumpStateCache(new SolanaRpc({ url: rpcUrl }), undefined).get(
    AbortSignal.timeout(30_000),
  );
  return pumpLookupTableAddresses(state.global).map((key) => key.toBase58());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.SOLANA_RPC_URL;
  if (!url) {
    console.error('Set SOLANA_RPC_URL to a mainnet Solana RPC.');
    process.exit(1);
  }
  try {
    console.log((await lookupTableAddressesFrom(url)).join(','));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

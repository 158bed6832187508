import type { Chain } from '@launchdeck/protocol';
import { createPublicClient, http } from 'viem';
import { SolanaRpc } from '../deploy/index.ts';
import { DasAssetSource, RPC_CODES } from '../vamp/index.ts';
import type { ChainCheck } from './verify.ts';

export type ChainEndpoints = {
  solanaRpcUrl: string | undefined;
  solanaDasUrl: string | undefined;
  bscRpcUrl: string | undefined;
  /** Each chain call gives up after this long (the address then stays unverified). */
  timeoutMs?: number;
};

/** A read waits for the chain at most this long: post → tweet_update is meant to stay under 3 s. */
const TIMEOUT_MS = 2_500;

/**
 * Whether accounts exist, from the endpoints the launches and Vamp already use: Solana through
 * SOLANA_RPC_URL (getMultipleAccounts, one round trip) or else SOLANA_DAS_URL (getAsset), bnb
 * through BSC_RPC_URL (eth_getCode: a token is a contract, so an address without code is none).
 */
export class ChainAccounts implements ChainCheck {
  private readonly timeoutMs: number;
  private readonly solana: SolanaRpc | undefined;
  private readonly das: DasAssetSource | undefined;
  private readonly bsc;

  constructor(endpoints: ChainEndpoints) {
    this.timeoutMs = endpoints.timeoutMs ?? TIMEOUT_MS;
    const { solanaRpcUrl, solanaDasUrl, bscRpcUrl } = endpoints;
    this.solana = solanaRpcUrl
      ? new SolanaRpc({ url: solanaRpcUrl, timeoutMs: this.timeoutMs })
      : undefined;
    this.das =
      !this.solana && solanaDasUrl
        ? new DasAssetSource({ url: solanaDasUrl, timeoutMs: this.timeoutMs })
        : undefined;
    this.bsc = bscRpcUrl
      ? createPublicClient({
          transport: http(bscRpcUrl, { retryCount: 0, timeout: this.timeoutMs }),
        })
      : undefined;
  }

  covers(chain: Chain): boolean {
    return chain === 'solana' ? Boolean(this.solana ?? this.das) : Boolean(this.bsc);
  }

  async exists(addresses: string[], chain: Chain): Promise<boolean[]> {
    if (chain === 'bnb') return this.contractsExist(addresses);
    if (this.solana) {
      const accounts = await this.solana.getMultipleAccounts(
        addresses,
        AbortSignal.timeout(this.timeoutMs),
      );
      return accounts.map((account) => account !== null);
    }
    return Promise.all(addresses.map((address) => this.assetExists(address)));
  }

  private async assetExists(address: string): Promise<boolean> {
    if (!this.das) throw new Error('No Solana endpoint is configured');
    const answer = await this.das.getAsset(address);
    if ('result' in answer) return true;
    // Only "not found" says the account is missing; any other error says nothing.
    if (answer.error.code === RPC_CODES.notFound) return false;
    throw new Error(`The token lookup service answered: ${answer.error.message}`);
  }

  private async contractsExist(addresses: string[]): Promise<boolean[]> {
    const client = this.bsc;
    if (!client) throw new Error('No BSC endpoint is configured');
    return Promise.all(
      addresses.map(async (address) => {
        const code = await client.getCode({ address: address as `0x${string}` });
        return code !== undefined && code !== '0x';
      }),
    );
  }
}

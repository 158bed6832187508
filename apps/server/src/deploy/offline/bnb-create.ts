import { randomBytes } from 'node:crypto';
import {
  type Address,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  parseAbi,
  parseGwei,
  recoverTransactionAddress,
  stringToHex,
  type TransactionSerializedLegacy,
} from 'viem';
import type { BnbSigner } from '../../wallets/index.ts';
import { LaunchError } from '../launcher.ts';

/** four.meme's TokenManager2 on BNB Smart Chain (research §1e). */
export const TOKEN_MANAGER2 = '0x5c952063c7fc8610FFDB798152D69F0B9550762b' as const;
export const BSC_CHAIN_ID = 56;
/** J7Tracker's default gas price for bnb launches (research §1e); DA §3's `gwei` overrides it. */
export const DEFAULT_BNB_GWEI = 5;

const TOKEN_MANAGER2_ABI = parseAbi(['function createToken(bytes args, bytes signature) payable']);

export const BNB_MESSAGES = {
  signatureMismatch:
    "The wallet's signature did not verify against its address. Import the wallet again.",
} as const;

export type BnbCreate = {
  name: string;
  symbol: string;
  imageUri: string;
  metadataUri: string;
  gwei?: number;
};

/**
 * The createToken transaction a four.meme launch sends, signed by the trader's account. Offline,
 * `args` and the platform's signature are placeholders (four.meme's API makes them), so the
 * transaction is signed and checked but never sent.
 */
export async function signCreateToken(
  signer: BnbSigner,
  create: BnbCreate,
): Promise<{ serialized: Hex; hash: Hex }> {
  const args = stringToHex(
    JSON.stringify({
      name: create.name,
      shortName: create.symbol,
      imgUrl: create.imageUri,
      metadata: create.metadataUri,
    }),
  );
  // A legacy transaction's serialization (viem types the signed answer as any hex).
  const serialized: TransactionSerializedLegacy = (await signer.account.signTransaction({
    type: 'legacy',
    chainId: BSC_CHAIN_ID,
    nonce: 0,
    to: TOKEN_MANAGER2,
    value: 0n,
    gas: 3_000_000n,
    gasPrice: parseGwei(String(create.gwei ?? DEFAULT_BNB_GWEI)),
    data: encodeFunctionData({
      abi: TOKEN_MANAGER2_ABI,
      functionName: 'createToken',
      args: [args, `0x${'00'.repeat(65)}`],
    }),
  })) as TransactionSerializedLegacy;
  const from = await recoverTransactionAddress({ serializedTransaction: serialized });
  if (from.toLowerCase() !== signer.address.toLowerCase())
    throw new LaunchError(BNB_MESSAGES.signatureMismatch);
  return { serialized, hash: keccak256(serialized) };
}

/** A fresh token contract address, as TokenManager2 would deploy at some nonce. */
export function newTokenAddress(): Address {
  return getContractAddress({
    from: TOKEN_MANAGER2,
    nonce: BigInt(`0x${randomBytes(6).toString('hex')}`),
  });
}

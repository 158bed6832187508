import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
} from 'viem';

/**
 * Test support: the createToken arguments as the fake four.meme makes them and the stand-in
 * TokenManager2 reads them (four.meme's real layout is opaque to a launcher, which passes the
 * bytes on unread). Ours: `abi.encode(CreateArgs)`, the tuple
 * (requestId, creator, name, symbol, totalSupply, launchTime, presale), amounts in wei; four.meme's
 * signature is its key's `eth_sign` (EIP-191) over `keccak256(args)`.
 */
export type StubCreateArgs = {
  requestId: bigint;
  creator: Address;
  name: string;
  symbol: string;
  totalSupply: bigint;
  launchTime: bigint;
  presale: bigint;
};

const CREATE_ARGS = [
  {
    type: 'tuple',
    components: [
      { name: 'requestId', type: 'uint256' },
      { name: 'creator', type: 'address' },
      { name: 'name', type: 'string' },
      { name: 'symbol', type: 'string' },
      { name: 'totalSupply', type: 'uint256' },
      { name: 'launchTime', type: 'uint256' },
      { name: 'presale', type: 'uint256' },
    ],
  },
] as const;

export function encodeCreateArgs(args: StubCreateArgs): Hex {
  return encodeAbiParameters(CREATE_ARGS, [args]);
}

export function decodeCreateArgs(createArg: Hex): StubCreateArgs {
  const [args] = decodeAbiParameters(CREATE_ARGS, createArg);
  return args;
}

/** four.meme's signature over the arguments, as TokenManager2 verifies it. */
export function signCreateArgs(signer: LocalAccount, createArg: Hex): Promise<Hex> {
  return signer.signMessage({ message: { raw: keccak256(createArg) } });
}

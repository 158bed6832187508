import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import { type Abi, type Hex, parseAbi } from 'viem';

/** The stand-in's compiled contracts, once per process (solc takes about a second and a half). */
export type StubArtifacts = { tokenManager: { abi: Abi; runtime: Hex }; memeTokenAbi: Abi };

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { deployedBytecode: { object: string } } }>
  >;
};

const SOURCE = 'TokenManager2Stub.sol';

/** The fake node's EVM runs Cancun; solc 0.8.37 would target a later fork by default. */
const EVM_VERSION = 'cancun';

/** What a launcher reads of a four.meme token: the ERC20 name and symbol. */
export const MEME_TOKEN_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
]);

let compiled: StubArtifacts | undefined;

/** Test support: compiles TokenManager2Stub.sol with the installed solc, the first time only. */
export function stubArtifacts(): StubArtifacts {
  compiled ??= compile();
  return compiled;
}

function compile(): StubArtifacts {
  const content = readFileSync(fileURLToPath(new URL(SOURCE, import.meta.url)), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content } },
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contracts = output.contracts[SOURCE];
  const manager = contracts?.TokenManager2Stub;
  const token = contracts?.MemeToken;
  if (!manager || !token) throw new Error(`${SOURCE} compiled without its contracts`);
  return {
    tokenManager: { abi: manager.abi, runtime: `0x${manager.evm.deployedBytecode.object}` },
    memeTokenAbi: token.abi,
  };
}

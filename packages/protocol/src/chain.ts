import { z } from 'zod';
import type { DeployMode } from './deploy-settings.ts';

/** The chains a contract address belongs to (FC §5). */
export const Chain = { solana: 'solana', bnb: 'bnb' } as const;
export const ChainSchema = z.enum([Chain.solana, Chain.bnb]);
export type Chain = z.infer<typeof ChainSchema>;

/**
 * The chain a deploy mode launches on (DA §1, §5): bnb on BNB Chain, every other mode (pump,
 * bonk, bags, usd1) on Solana. The one mapping: a platform that names the chain otherwise (BNB
 * Chain as 'bsc' or 'BSC') spells it at its own edge.
 */
export function chainOfMode(mode: DeployMode): Chain {
  return mode === 'bnb' ? Chain.bnb : Chain.solana;
}

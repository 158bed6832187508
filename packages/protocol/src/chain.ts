import { z } from 'zod';

/** The chains a contract address belongs to (FC §5). */
export const Chain = { solana: 'solana', bnb: 'bnb' } as const;
export const ChainSchema = z.enum([Chain.solana, Chain.bnb]);
export type Chain = z.infer<typeof ChainSchema>;

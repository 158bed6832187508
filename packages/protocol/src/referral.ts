import { z } from 'zod';
import { EVM_ADDRESS, SOLANA_ADDRESS } from './rules/contract-addresses.ts';

/** DA §1 / §9: the referrer earns 7 % of the launch fees of the traders who use their code. */
export const REFERRAL_SHARE = 0.07;

/** DA §5 / §9: a ref code is 3 to 20 letters or digits. Unique whatever its case. */
export const REF_CODE = /^[A-Za-z0-9]{3,20}$/;

/** DA §5 referral rules and DA §8 referral messages, quoted exactly; ours are marked. */
export const REFERRAL_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  badCode: 'Ref code must be 3-20 characters (letters and numbers only)',
  badSolanaWallet: 'Invalid Solana Wallet',
  badBnbWallet: 'Invalid BNB Wallet',
  fillBothWallets: 'Please fill in both wallet addresses',
  created: 'Referral created successfully!',
  updated: 'Referral wallets updated successfully!',
  refSet: (code: string) => `Ref set to: ${code}`,
  refRemoved: 'Ref removed',
  createFailed: 'Failed to create referral',
  updateFailed: 'Failed to update referral',
  saveRefFailed: 'Failed to save ref',
  // Ours: the server's refusals the spec leaves unnamed.
  codeTaken: 'That ref code is already taken',
  alreadyCreated: 'You already have a referral account',
  noAccount: 'You have no referral account yet',
  unknownCode: 'No referral account has that code',
  ownCode: 'You cannot use your own ref code',
} as const;

export type ReferralFields = { ref_username: string; sol_wallet: string; bnb_wallet: string };

/** DA §5 wallet checks: Solana 32–44 base58 characters, BNB 0x plus 40 hex. */
export function checkReferralWallets(sol: string, bnb: string): string | null {
  if (!sol.trim() || !bnb.trim()) return REFERRAL_MESSAGES.fillBothWallets;
  if (!SOLANA_ADDRESS.test(sol.trim())) return REFERRAL_MESSAGES.badSolanaWallet;
  if (!EVM_ADDRESS.test(bnb.trim())) return REFERRAL_MESSAGES.badBnbWallet;
  return null;
}

/** DA §5 referral create: every field, then the code, then the two wallets; null when valid. */
export function checkReferralCreate(fields: ReferralFields): string | null {
  const code = fields.ref_username.trim();
  if (!code || !fields.sol_wallet.trim() || !fields.bnb_wallet.trim()) {
    return REFERRAL_MESSAGES.fillAllFields;
  }
  if (!REF_CODE.test(code)) return REFERRAL_MESSAGES.badCode;
  return checkReferralWallets(fields.sol_wallet, fields.bnb_wallet);
}

/**
 * A ref code as typed in a `/@code` link or the "use a code" field: trimmed, without '@'. Empty
 * means "remove my ref" (DA §7 POST /api/user/ref).
 */
export function normalizeRefCode(value: string): string {
  return value.trim().replace(/^@/, '');
}

// Bodies are bounded strings; the DA §5 rules above give the sentences (the form shows them too).
const text = z.string().max(200, 'must be at most 200 characters');

/** DA §7 POST /api/referral/create. */
export const ReferralCreateBody = z.object({
  sessionId: text.optional(),
  ref_username: text,
  sol_wallet: text,
  bnb_wallet: text,
});
export type ReferralCreateBody = z.infer<typeof ReferralCreateBody>;

/** DA §7 POST /api/referral/update. */
export const ReferralUpdateBody = z.object({
  sessionId: text.optional(),
  sol_wallet: text,
  bnb_wallet: text,
});
export type ReferralUpdateBody = z.infer<typeof ReferralUpdateBody>;

/** DA §7 POST /api/user/ref: a code, or empty to remove the ref. */
export const UserRefBody = z.object({ ref: text });
export type UserRefBody = z.infer<typeof UserRefBody>;

/**
 * DA §3 referral account, as GET /api/referral/get answers it. `total_fees_earned` is in SOL (the
 * pump, bonk, bags and usd1 launches'); ours: `total_fees_earned_bnb` for the bnb launches', which
 * are paid in BNB, `launches`, how many launches earned, and `simulated_launches`, how many of
 * those ran on the offline launcher (no chain, so no fee was really charged; counted so a server
 * without a platform configured still shows the scheme working, and said so beside the totals).
 */
export const ReferralAccount = z.object({
  ref_code: z.string(),
  total_referrals: z.number().int().min(0),
  total_fees_earned: z.number().min(0),
  total_fees_earned_bnb: z.number().min(0),
  launches: z.number().int().min(0),
  simulated_launches: z.number().int().min(0),
  sol_wallet: z.string(),
  bnb_wallet: z.string(),
});
export type ReferralAccount = z.infer<typeof ReferralAccount>;

/** DA §7 GET /api/referral/get: `found` and, when found, the account's fields. */
export const ReferralGetResponse = z.union([
  z.object({ found: z.literal(false) }),
  ReferralAccount.extend({ found: z.literal(true) }),
]);
export type ReferralGetResponse = z.infer<typeof ReferralGetResponse>;

const failure = z.object({ success: z.literal(false), error: z.string() });

/** DA §7 POST /api/referral/create: the code made (`username`), or the error. */
export const ReferralCreateResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), username: z.string() }),
  failure,
]);
export type ReferralCreateResponse = z.infer<typeof ReferralCreateResponse>;

/** DA §7 POST /api/referral/update: the Solana wallet now on record, or the error. */
export const ReferralUpdateResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), sol_wallet: z.string(), bnb_wallet: z.string() }),
  failure,
]);
export type ReferralUpdateResponse = z.infer<typeof ReferralUpdateResponse>;

/** DA §7 GET /api/user/ref: the code this trader uses, '' when none. */
export const UserRefGetResponse = z.object({ success: z.literal(true), ref: z.string() });
export type UserRefGetResponse = z.infer<typeof UserRefGetResponse>;

/** DA §7 POST /api/user/ref: the code now used ('' after a removal), or the error. */
export const UserRefSetResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), ref: z.string() }),
  failure,
]);
export type UserRefSetResponse = z.infer<typeof UserRefSetResponse>;

/** The `/@code` link (DA §7): the path of a page that sets the ref once the visitor is logged in. */
export const REF_LINK_PATH = /^\/@([A-Za-z0-9]{1,40})\/?$/;

/** The code in a `/@code` path, or null. */
export function refCodeFromPath(pathname: string): string | null {
  return REF_LINK_PATH.exec(pathname)?.[1] ?? null;
}

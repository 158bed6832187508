import {
  checkReferralCreate,
  checkReferralWallets,
  MESSAGES,
  normalizeRefCode,
  REF_CODE,
  REFERRAL_MESSAGES,
  type ReferralCreateBody,
  type ReferralGetResponse,
  type ReferralUpdateBody,
} from '@launchdeck/protocol';
import type { ReferralRepository } from './repository.ts';

export type ReferralRefusalKind =
  | 'invalid'
  | 'codeTaken'
  | 'alreadyCreated'
  | 'noAccount'
  | 'unknownCode'
  | 'ownCode'
  | 'noUser';

/** A referral call refused with the sentence the trader sees. */
export class ReferralRefusal extends Error {
  constructor(
    readonly kind: ReferralRefusalKind,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (kind: Exclude<ReferralRefusalKind, 'invalid' | 'noUser'>) =>
  new ReferralRefusal(kind, REFERRAL_MESSAGES[kind]);

/**
 * The referral scheme (DA §3, §5, §7): a trader's referral account (a code and the two wallets
 * they are paid to) and the code a trader uses.
 */
export class ReferralService {
  constructor(private readonly repo: ReferralRepository) {}

  async get(userId: number): Promise<ReferralGetResponse> {
    const account = await this.repo.account(userId);
    return account ? { found: true, ...account } : { found: false };
  }

  /** DA §5 referral create; answers the code as typed (trimmed). */
  async create(userId: number, body: ReferralCreateBody): Promise<string> {
    const invalid = checkReferralCreate(body);
    if (invalid) throw new ReferralRefusal('invalid', invalid);
    const code = body.ref_username.trim();
    const outcome = await this.repo.create(
      userId,
      code,
      body.sol_wallet.trim(),
      body.bnb_wallet.trim(),
    );
    if (outcome === 'noUser') throw new ReferralRefusal('noUser', MESSAGES.sessionInvalid);
    if (outcome !== 'created') throw refuse(outcome);
    return code;
  }

  /** DA §5 referral update: the two wallets, checked as at creation. */
  async updateWallets(userId: number, body: ReferralUpdateBody) {
    const invalid = checkReferralWallets(body.sol_wallet, body.bnb_wallet);
    if (invalid) throw new ReferralRefusal('invalid', invalid);
    const wallets = await this.repo.updateWallets(
      userId,
      body.sol_wallet.trim(),
      body.bnb_wallet.trim(),
    );
    if (!wallets) throw refuse('noAccount');
    return wallets;
  }

  /** The code the trader uses, as its owner spelled it; '' when none. */
  async referrerCode(userId: number): Promise<string> {
    return (await this.repo.referrerCodeOf(userId)) ?? '';
  }

  /**
   * DA §7 POST /api/user/ref: uses the code's account (matched in any case) from now on and
   * answers the code as stored; an empty code removes the ref and answers ''.
   */
  async setReferrerCode(userId: number, typed: string): Promise<string> {
    const code = normalizeRefCode(typed);
    if (!code) {
      await this.repo.removeReferrer(userId);
      return '';
    }
    // A code no account could have is looked up nowhere.
    const owner = REF_CODE.test(code) ? await this.repo.findByCode(code) : undefined;
    if (!owner) throw refuse('unknownCode');
    if (owner.userId === userId) throw refuse('ownCode');
    const outcome = await this.repo.setReferrer(userId, owner.userId);
    if (outcome === 'self') throw refuse('ownCode');
    if (outcome === 'gone') throw refuse('unknownCode');
    return owner.code;
  }
}

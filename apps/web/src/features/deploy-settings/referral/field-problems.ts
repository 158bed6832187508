import { REFERRAL_MESSAGES, type ReferralFields } from '@launchdeck/protocol';

type Field = keyof ReferralFields;

/** Which fields a DA §5 referral message is about, so those fields are marked invalid. */
export function fieldsAt(message: string | null, fields: Partial<ReferralFields>): Set<Field> {
  const names = Object.keys(fields) as Field[];
  switch (message) {
    case REFERRAL_MESSAGES.fillAllFields:
    case REFERRAL_MESSAGES.fillBothWallets:
      return new Set(names.filter((name) => !fields[name]?.trim()));
    case REFERRAL_MESSAGES.badCode:
      return new Set(['ref_username']);
    case REFERRAL_MESSAGES.badSolanaWallet:
      return new Set(['sol_wallet']);
    case REFERRAL_MESSAGES.badBnbWallet:
      return new Set(['bnb_wallet']);
    default:
      return new Set();
  }
}

import { REFERRAL_MESSAGES, REFERRAL_SHARE } from '@launchdeck/protocol';

const PERCENT = Math.round(REFERRAL_SHARE * 100);

/** DA §2 Referral: the DA §5 / §8 sentences (REFERRAL_MESSAGES), ours around them. */
export const REFERRAL_TEXT = {
  loading: 'Loading your referral account…',
  loadFailed: 'Could not load your referral account.',
  retry: 'Try again',
  createTitle: 'Create referral account',
  createHint: `Pick a code and the wallets you are paid to: you earn ${PERCENT} % of the launch fees of every trader who uses your code.`,
  code: 'Ref code',
  codeHint: '3 to 20 letters or numbers.',
  solWallet: 'SOL wallet',
  bnbWallet: 'BNB wallet',
  create: 'Create',
  creating: 'Creating…',
  accountTitle: 'Your referral account',
  yourCode: 'Your code',
  yourLink: 'Your link',
  copyLink: 'Copy link',
  totalReferrals: 'Total referrals',
  feesEarned: 'Fees earned',
  launches: 'Launches earned from',
  simulatedNote: (count: number) =>
    `${count === 1 ? '1 of these launches was' : `${count} of these launches were`} simulated by the offline launcher (no platform configured): no fee was charged for ${count === 1 ? 'it' : 'them'}.`,
  payoutWallets: 'Payout wallets',
  editWallets: 'Edit wallets',
  editTitle: 'Edit payout wallets',
  save: 'Save',
  saving: 'Saving…',
  back: 'Back',
  useCodeTitle: "Use someone else's code",
  useCodeHint: `The trader whose code you use earns ${PERCENT} % of your launch fees. Save it empty to stop using a code.`,
  currentCode: (code: string) => (code ? `You use the code ${code}.` : 'You use no code.'),
  codeToUse: 'Code to use',
  ...REFERRAL_MESSAGES,
} as const;

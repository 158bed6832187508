import type { ReferralAccount } from '@launchdeck/protocol';
import { useCopy } from '../useCopy.ts';
import { formatBnb, formatSol, referralLink } from './format.ts';
import { REFERRAL_TEXT } from './referral-text.ts';

type Props = {
  account: ReferralAccount;
  onEdit: () => void;
};

/**
 * DA §4 Referral "account shown": the code and its `/@code` link (with copy), total referrals,
 * fees earned in SOL and in BNB, the launches they came from, both payout wallets and Edit wallets.
 */
export function ReferralAccountView({ account, onEdit }: Props) {
  const copy = useCopy();
  const link = referralLink(window.location.origin, account.ref_code);

  return (
    <section className="ds-group" aria-label={REFERRAL_TEXT.accountTitle}>
      <h3 className="ds-group-title">{REFERRAL_TEXT.accountTitle}</h3>
      <dl className="referral-facts">
        <div className="referral-fact">
          <dt className="ds-label">{REFERRAL_TEXT.yourCode}</dt>
          <dd className="referral-code">{account.ref_code}</dd>
        </div>
        <div className="referral-fact referral-link-fact">
          <dt className="ds-label">{REFERRAL_TEXT.yourLink}</dt>
          <dd className="referral-link ds-inset">
            <code className="ds-mono">{link}</code>
            <button type="button" className="btn btn-secondary ds-small" onClick={() => copy(link)}>
              {REFERRAL_TEXT.copyLink}
            </button>
          </dd>
        </div>
      </dl>
      <dl className="referral-stats">
        <div className="referral-stat ds-card">
          <dt>{REFERRAL_TEXT.totalReferrals}</dt>
          <dd>{account.total_referrals}</dd>
        </div>
        <div className="referral-stat ds-card">
          <dt>{REFERRAL_TEXT.feesEarned}</dt>
          <dd>
            <span>{formatSol(account.total_fees_earned)}</span>
            <span>{formatBnb(account.total_fees_earned_bnb)}</span>
          </dd>
        </div>
        <div className="referral-stat ds-card">
          <dt>{REFERRAL_TEXT.launches}</dt>
          <dd>{account.launches}</dd>
        </div>
      </dl>
      {account.simulated_launches > 0 ? (
        <p className="ds-hint">{REFERRAL_TEXT.simulatedNote(account.simulated_launches)}</p>
      ) : null}
      <h4 className="ds-label referral-subtitle">{REFERRAL_TEXT.payoutWallets}</h4>
      <dl className="referral-facts">
        <div className="referral-fact">
          <dt className="ds-label">{REFERRAL_TEXT.solWallet}</dt>
          <dd className="ds-mono">{account.sol_wallet}</dd>
        </div>
        <div className="referral-fact">
          <dt className="ds-label">{REFERRAL_TEXT.bnbWallet}</dt>
          <dd className="ds-mono">{account.bnb_wallet}</dd>
        </div>
      </dl>
      <div className="referral-actions">
        <button type="button" className="btn btn-secondary" onClick={onEdit}>
          {REFERRAL_TEXT.editWallets}
        </button>
      </div>
    </section>
  );
}

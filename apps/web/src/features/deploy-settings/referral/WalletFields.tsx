import type { ReferralFields } from '@launchdeck/protocol';
import { TextField } from '../../settings-ui/index.ts';
import { REFERRAL_TEXT } from './referral-text.ts';

type Wallet = 'sol_wallet' | 'bnb_wallet';

type Props = {
  fields: Pick<ReferralFields, Wallet>;
  /** The fields a DA §5 problem is about. */
  invalid: ReadonlySet<keyof ReferralFields>;
  edit: (name: Wallet) => (value: string) => void;
};

/** The two payout wallets of a referral account (DA §4), as created and as edited. */
export function WalletFields({ fields, invalid, edit }: Props) {
  return (
    <>
      <TextField
        label={REFERRAL_TEXT.solWallet}
        mono
        maxLength={200}
        value={fields.sol_wallet}
        invalid={invalid.has('sol_wallet')}
        onChange={edit('sol_wallet')}
      />
      <TextField
        label={REFERRAL_TEXT.bnbWallet}
        mono
        maxLength={200}
        placeholder="0x…"
        value={fields.bnb_wallet}
        invalid={invalid.has('bnb_wallet')}
        onChange={edit('bnb_wallet')}
      />
    </>
  );
}

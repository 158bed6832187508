import { describe, expect, it } from 'vitest';
import {
  checkReferralCreate,
  checkReferralWallets,
  normalizeRefCode,
  REFERRAL_MESSAGES,
  refCodeFromPath,
} from './referral.ts';

const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BNB = '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3';

describe('checkReferralCreate (DA §5)', () => {
  it.each([
    [{ ref_username: '', sol_wallet: SOL, bnb_wallet: BNB }, 'Please fill in all fields'],
    [{ ref_username: 'frog', sol_wallet: ' ', bnb_wallet: BNB }, 'Please fill in all fields'],
    [{ ref_username: 'frog', sol_wallet: SOL, bnb_wallet: '' }, 'Please fill in all fields'],
    [{ ref_username: 'fr', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: 'a'.repeat(21), sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: 'frog_king', sol_wallet: SOL, bnb_wallet: BNB }, REFERRAL_MESSAGES.badCode],
    [{ ref_username: 'frog', sol_wallet: '0OIl', bnb_wallet: BNB }, 'Invalid Solana Wallet'],
    [{ ref_username: 'frog', sol_wallet: `${SOL}0`, bnb_wallet: BNB }, 'Invalid Solana Wallet'],
    [{ ref_username: 'frog', sol_wallet: SOL, bnb_wallet: BNB.slice(0, -1) }, 'Invalid BNB Wallet'],
    [{ ref_username: 'frog', sol_wallet: SOL, bnb_wallet: BNB.slice(2) }, 'Invalid BNB Wallet'],
  ])('%j → %s', (fields, message) => {
    expect(checkReferralCreate(fields)).toBe(message);
  });

  it('accepts 3 to 20 letters or digits and valid wallets', () => {
    expect(
      checkReferralCreate({ ref_username: 'Fr0', sol_wallet: SOL, bnb_wallet: BNB }),
    ).toBeNull();
    const twenty = 'A1'.repeat(10);
    expect(
      checkReferralCreate({ ref_username: twenty, sol_wallet: SOL, bnb_wallet: BNB }),
    ).toBeNull();
  });
});

describe('checkReferralWallets (DA §5 update)', () => {
  it('asks for both wallets, then checks each', () => {
    expect(checkReferralWallets('', BNB)).toBe('Please fill in both wallet addresses');
    expect(checkReferralWallets(SOL, '')).toBe('Please fill in both wallet addresses');
    expect(checkReferralWallets('nope', BNB)).toBe('Invalid Solana Wallet');
    expect(checkReferralWallets(SOL, 'nope')).toBe('Invalid BNB Wallet');
    expect(checkReferralWallets(` ${SOL} `, BNB)).toBeNull();
  });
});

describe('ref codes in links and fields', () => {
  it.each([
    ['/@frog', 'frog'],
    ['/@Frog42/', 'Frog42'],
    ['/', null],
    ['/@', null],
    ['/@frog/deep', null],
    ['/adminpanel111', null],
  ])('refCodeFromPath(%s) → %s', (path, code) => {
    expect(refCodeFromPath(path)).toBe(code);
  });

  it('normalizes a typed code', () => {
    expect(normalizeRefCode('  @frog ')).toBe('frog');
    expect(REFERRAL_MESSAGES.refSet('frog')).toBe('Ref set to: frog');
  });
});

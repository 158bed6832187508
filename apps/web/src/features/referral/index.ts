export {
  createReferralAccount,
  getReferralAccount,
  getUserRef,
  setUserRef,
  updateReferralWallets,
} from './api.ts';
export { referralFailureText } from './failure.ts';
export { applyRefLinkOnLogin } from './ref-link.ts';

/** DA §2 Referral: being built. */
export function Referral() {
  return <div className="ds-category" />;
}

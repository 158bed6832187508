/** Placeholder while the category is built. */
export function ContractAddresses() {
  return <div className="ds-category" />;
}

/** DA §2 Whitelists: being built. */
export function Whitelists() {
  return <div className="ds-category" />;
}

/** DA §2 Advanced: being built. */
export function Advanced() {
  return <div className="ds-category" />;
}

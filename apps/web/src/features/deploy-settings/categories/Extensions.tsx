/** DA §2 Extensions: being built. */
export function Extensions() {
  return <div className="ds-category" />;
}

/** Placeholder while the category is built. */
export function Appearance() {
  return <div className="ds-category" />;
}

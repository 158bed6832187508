/** Placeholder while the category is built. */
export function Advanced() {
  return <div className="ds-category" />;
}

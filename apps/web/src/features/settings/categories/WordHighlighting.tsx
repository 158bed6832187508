/** Placeholder while the category is built. */
export function WordHighlighting() {
  return <div className="ds-category" />;
}

/** Placeholder while the category is built. */
export function SoundsNotifications() {
  return <div className="ds-category" />;
}

/** DA §2 Image Settings: being built. */
export function ImageSettings() {
  return <div className="ds-category" />;
}

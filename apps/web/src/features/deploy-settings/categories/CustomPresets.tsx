/** DA §2 Custom Presets: being built. */
export function CustomPresets() {
  return <div className="ds-category" />;
}

/** DA §2 Preset Buttons: being built. */
export function PresetButtons() {
  return <div className="ds-category" />;
}

/** A permission switch: a real checkbox (Space toggles it) drawn as a switch. */
export function UserToggle({
  label,
  username,
  checked,
  busy,
  onChange,
}: {
  label: string;
  username: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="admin-toggle" title={`${label}: ${username}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={busy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="admin-toggle-track" aria-hidden="true" />
      {label}
    </label>
  );
}

import { useState } from 'react';
import '../tab-parts/admin-controls.css';

/**
 * A permission switch: a real checkbox (Space toggles it) drawn as a switch. It shows the state
 * asked for while the server takes it, then the server's state again (the same on success, the
 * old one after a refusal).
 */
export function UserToggle({
  label,
  username,
  checked,
  busy,
  onChange,
}: {
  label: string;
  username: string;
  /** The server's state. */
  checked: boolean;
  busy: boolean;
  /** Resolves once the server answered and the list was read again. */
  onChange: (on: boolean) => Promise<unknown>;
}) {
  const [asked, setAsked] = useState<boolean | null>(null);
  const toggle = async (on: boolean) => {
    setAsked(on);
    await onChange(on);
    setAsked(null);
  };
  return (
    <label className="switch admin-toggle" title={`${label}: ${username}`}>
      <input
        type="checkbox"
        checked={asked ?? checked}
        disabled={busy || asked !== null}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <span className="switch-track" aria-hidden="true" />
      {label}
    </label>
  );
}

import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdminAction, useAdminQuery } from '../admin-data.tsx';
import './require-two-factor.css';

type Props<Setting> = {
  /** The wrapper's classes (its place above the users table). */
  className: string;
  label: string;
  hint: string;
  /** The setting: read with `load` under `queryKey`, on when `isOn`. */
  queryKey: QueryKey;
  load: (session: string) => Promise<Setting>;
  loadFailed: string;
  isOn: (setting: Setting) => boolean;
  /** Saves it on or off; the answer is the setting as saved. */
  save: (session: string, on: boolean) => Promise<Setting>;
  saveFailed: string;
  /** The toast after a save. */
  saved: (setting: Setting) => string;
  /** Read again after a save (besides the setting's own key). */
  invalidates?: QueryKey[];
};

/**
 * A site-wide on/off setting above the users table (Require two-factor for everyone, Auto-launch
 * for everyone): it shows the state asked for while the server takes it, then the server's (as
 * UserToggle); its hint, or why it could not be read, under it. A change is audited by the server.
 */
export function SiteSwitch<Setting>({
  className,
  label,
  hint,
  queryKey,
  load,
  loadFailed,
  isOn,
  save,
  saveFailed,
  saved,
  invalidates = [],
}: Props<Setting>) {
  const hintId = useId();
  const query = useAdminQuery(queryKey, load, loadFailed);
  const change = useAdminAction(save, {
    failure: saveFailed,
    success: saved,
    invalidates: [queryKey, ...invalidates],
  });
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? (query.data ? isOn(query.data) : false);
  const toggle = async (on: boolean) => {
    setAsked(on);
    await change.runAsync(on);
    setAsked(null);
  };
  return (
    <div className={className}>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={!query.data || asked !== null}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {label}
      </label>
      <span id={hintId} className="admin-hint">
        {query.error ?? hint}
      </span>
    </div>
  );
}

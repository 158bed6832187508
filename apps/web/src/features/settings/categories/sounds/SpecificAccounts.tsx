import { useTrackerSettings, useTrackerSettingsStore } from '../../context.tsx';
import { AccountPicker } from '../../parts/AccountPicker.tsx';
import { RemoveButton } from '../../parts/RemoveButton.tsx';
import { SOUNDS_TEXT } from './strings.ts';

/** FC §3 specificAccounts: the only accounts that notify when notificationAccounts is specific. */
export function SpecificAccounts() {
  const settings = useTrackerSettingsStore();
  const accounts = useTrackerSettings((s) => s.specificAccounts);
  const save = (specificAccounts: string[]) => settings.update({ specificAccounts });
  return (
    <>
      {accounts.length > 0 ? (
        <ul className="ds-list ds-card" aria-label={SOUNDS_TEXT.specificListLabel}>
          {accounts.map((handle) => (
            <li key={handle} className="account-row">
              <span className="account-row-handle">@{handle}</span>
              <RemoveButton
                handle={handle}
                onRemove={() => save(accounts.filter((other) => other !== handle))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="ds-empty ds-card">{SOUNDS_TEXT.specificEmpty}</p>
      )}
      <AccountPicker
        label={SOUNDS_TEXT.specificAdd}
        taken={accounts}
        onPick={(handle) => save([...accounts, handle])}
      />
    </>
  );
}

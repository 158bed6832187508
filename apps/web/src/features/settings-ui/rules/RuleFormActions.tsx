/** What the form's end says, from the feature's strings. */
export type RuleFormActionsText = { cancel: string; save: string; saving: string };

type Props = {
  /** The feature's class prefix (`alerts`, `al`): `{prefix}-actions`. */
  prefix: string;
  text: RuleFormActionsText;
  /** The save's refusal or failure, in a sentence above the buttons. */
  refusal: string | null;
  busy: boolean;
  onCancel: () => void;
};

/** A rule form's end: its refusal, then Cancel and Save (Saving… while it is sent). */
export function RuleFormActions({ prefix, text, refusal, busy, onCancel }: Props) {
  return (
    <>
      {refusal ? (
        <p className="ds-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={`${prefix}-actions`}>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </>
  );
}

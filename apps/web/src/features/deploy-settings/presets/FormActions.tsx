type Props = {
  editing: boolean;
  addLabel: string;
  updateLabel: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** DA §4: Add in add mode; Update and Cancel in edit mode. */
export function FormActions({ editing, addLabel, updateLabel, cancelLabel, onCancel }: Props) {
  return (
    <div className="preset-form-actions">
      <button type="submit" className="btn btn-primary">
        {editing ? updateLabel : addLabel}
      </button>
      {editing ? (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
    </div>
  );
}

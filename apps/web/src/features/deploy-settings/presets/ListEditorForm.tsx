import type { FormEvent, ReactNode, RefObject } from 'react';

type Texts = {
  addTitle: string;
  editTitle: (name: string) => string;
  add: string;
  update: string;
  cancel: string;
};

type Props = {
  formRef: RefObject<HTMLFormElement | null>;
  /** The name of the item being edited; null in add mode. */
  editingName: string | null;
  texts: Texts;
  onSave: () => void;
  /** Back to add mode. */
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * DA §4 the form above a saved list: titled for adding or for editing the named item, its fields,
 * then Add in add mode, or Update and Cancel in edit mode.
 */
export function ListEditorForm({ formRef, editingName, texts, onSave, onCancel, children }: Props) {
  const editing = editingName !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form ref={formRef} className="ds-group ds-card preset-form" onSubmit={submit} noValidate>
      <h3 className="ds-group-title">{editing ? texts.editTitle(editingName) : texts.addTitle}</h3>
      {children}
      <div className="preset-form-actions">
        <button type="submit" className="btn btn-primary">
          {editing ? texts.update : texts.add}
        </button>
        {editing ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

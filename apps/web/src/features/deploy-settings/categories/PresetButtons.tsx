import { PRESET_MESSAGES, type PresetButton } from '@launchdeck/protocol';
import { ConfirmDialog } from '../../modal/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import {
  blankButtonDraft,
  buttonOfDraft,
  buttonPreview,
  checkButtonDraft,
  draftOfButton,
  type PresetButtonDraft,
} from '../presets/button-draft.ts';
import { PresetButtonForm } from '../presets/PresetButtonForm.tsx';
import { timestampId } from '../presets/preset-draft.ts';
import { SavedList } from '../presets/SavedList.tsx';
import { useListEditor } from '../presets/useListEditor.ts';
import { PRESET_BUTTONS_TEXT } from '../strings.ts';
import '../presets/presets.css';

/**
 * DA §2 Preset Buttons: the form (add, or edit after Edit) and the list of the deploy form's
 * preset buttons with what each makes of an example name, Edit and Delete (confirmed). Saved at
 * once (DA §2); the deploy form's Presets row follows.
 */
export function PresetButtons() {
  const settings = useTrackerSettingsStore();
  const buttons = useTrackerSettings((s) => s.presetButtons);
  const { showToast } = useDeploySettingsController();
  const editor = useListEditor<PresetButton, PresetButtonDraft, string>(
    blankButtonDraft,
    draftOfButton,
  );
  const editing = buttons.find((button) => button.id === editor.editingId) ?? null;

  const save = () => {
    const refusal = checkButtonDraft(editor.draft);
    if (refusal) {
      editor.refuse(refusal);
      return;
    }
    const current = settings.get().presetButtons;
    const known = current.some((button) => button.id === editor.editingId);
    const saved = buttonOfDraft(editor.editingId ?? timestampId(current), editor.draft);
    settings.update({
      presetButtons: known
        ? current.map((button) => (button.id === saved.id ? saved : button))
        : [...current, saved],
    });
    editor.toAddMode();
    showToast('success', PRESET_MESSAGES.buttonSaved);
  };

  const remove = (button: PresetButton) => {
    settings.update({
      presetButtons: settings.get().presetButtons.filter((b) => b.id !== button.id),
    });
    editor.deleted(button);
  };

  return (
    <div className="ds-category">
      <p className="ds-hint">{PRESET_BUTTONS_TEXT.intro}</p>
      <PresetButtonForm editor={editor} editingName={editing?.name ?? null} onSave={save} />
      <SavedList
        title={PRESET_BUTTONS_TEXT.listTitle}
        empty={PRESET_BUTTONS_TEXT.empty}
        editingId={editor.editingId}
        editLabel={PRESET_BUTTONS_TEXT.edit}
        deleteLabel={PRESET_BUTTONS_TEXT.delete}
        entries={buttons.map((button) => ({
          id: button.id,
          name: button.name,
          details: buttonPreview(button),
        }))}
        onEdit={(id) => {
          const button = buttons.find((b) => b.id === id);
          if (button) editor.edit(button);
        }}
        onDelete={(id) => editor.askDelete(buttons.find((b) => b.id === id) ?? null)}
      />
      {editor.deleting ? (
        <ConfirmDialog
          title={PRESET_BUTTONS_TEXT.deleteTitle}
          text={PRESET_BUTTONS_TEXT.deleteBody(editor.deleting.name)}
          confirmLabel={PRESET_BUTTONS_TEXT.delete}
          onConfirm={() => editor.deleting && remove(editor.deleting)}
          onCancel={editor.cancelDelete}
        />
      ) : null}
    </div>
  );
}

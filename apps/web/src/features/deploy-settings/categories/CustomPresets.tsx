import { formatKeybind, type Keybind, PRESET_MESSAGES, type Preset } from '@launchdeck/protocol';
import { ConfirmDialog } from '../../modal/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../../settings/index.ts';
import { useDeploySettingsController } from '../context.tsx';
import { keybindOwner } from '../presets/keybind-owner.ts';
import { PresetForm } from '../presets/PresetForm.tsx';
import {
  blankPresetDraft,
  checkPresetDraft,
  draftOfPreset,
  keybindTakenMessage,
  type PresetDraft,
  type PresetRefusal,
  presetOfDraft,
  presetSummary,
  timestampId,
} from '../presets/preset-draft.ts';
import { SavedList } from '../presets/SavedList.tsx';
import { useListEditor } from '../presets/useListEditor.ts';
import { PRESETS_TEXT } from '../strings.ts';
import '../presets/presets.css';

/**
 * DA §2 Custom Presets: the form (add, or edit after Edit) and the list of presets with their
 * keybind and a one-line summary, Edit and Delete (confirmed). Saved at once (DA §2).
 */
export function CustomPresets() {
  const settings = useTrackerSettingsStore();
  const presets = useTrackerSettings((s) => s.presets);
  const { showToast } = useDeploySettingsController();
  const editor = useListEditor<Preset, PresetDraft, PresetRefusal>(blankPresetDraft, draftOfPreset);
  const editing = presets.find((preset) => preset.id === editor.editingId) ?? null;

  /** A captured key another binding answers is refused; the draft keeps its own. */
  const takeKeybind = (keybind: Keybind) => {
    const current = settings.get();
    const owner = keybindOwner(
      keybind,
      current.keybinds.autoDeploy,
      current.presets,
      editor.editingId,
    );
    if (owner) editor.refuse({ field: 'keybind', message: keybindTakenMessage(keybind, owner) });
    else editor.change({ keybind });
  };

  const save = () => {
    const current = settings.get();
    const refusal = checkPresetDraft(
      editor.draft,
      current.keybinds.autoDeploy,
      current.presets,
      editor.editingId,
    );
    if (refusal) {
      editor.refuse(refusal);
      return;
    }
    const known = current.presets.some((preset) => preset.id === editor.editingId);
    const saved = presetOfDraft(editor.editingId ?? timestampId(current.presets), editor.draft);
    settings.update({
      presets: known
        ? current.presets.map((preset) => (preset.id === saved.id ? saved : preset))
        : [...current.presets, saved],
    });
    editor.toAddMode();
    showToast('success', PRESET_MESSAGES.presetSaved);
  };

  const remove = (preset: Preset) => {
    settings.update({ presets: settings.get().presets.filter((p) => p.id !== preset.id) });
    editor.deleted(preset);
  };

  return (
    <div className="ds-category">
      <p className="ds-hint">{PRESETS_TEXT.intro}</p>
      <PresetForm
        editor={editor}
        editingName={editing?.name ?? null}
        onKeybind={takeKeybind}
        onSave={save}
      />
      <SavedList
        title={PRESETS_TEXT.listTitle}
        empty={PRESETS_TEXT.empty}
        editingId={editor.editingId}
        editLabel={PRESETS_TEXT.edit}
        deleteLabel={PRESETS_TEXT.delete}
        entries={presets.map((preset) => ({
          id: preset.id,
          name: preset.name,
          details: (
            <>
              <kbd className="keybind-current">{formatKeybind(preset.keybind)}</kbd>
              <span>{presetSummary(preset)}</span>
            </>
          ),
        }))}
        onEdit={(id) => {
          const preset = presets.find((p) => p.id === id);
          if (preset) editor.edit(preset);
        }}
        onDelete={(id) => editor.askDelete(presets.find((p) => p.id === id) ?? null)}
      />
      {editor.deleting ? (
        <ConfirmDialog
          title={PRESETS_TEXT.deleteTitle}
          text={PRESETS_TEXT.deleteBody(
            editor.deleting.name,
            formatKeybind(editor.deleting.keybind),
          )}
          confirmLabel={PRESETS_TEXT.delete}
          onConfirm={() => editor.deleting && remove(editor.deleting)}
          onCancel={editor.cancelDelete}
        />
      ) : null}
    </div>
  );
}

import {
  type Keybind,
  PRESET_IMAGE_TYPES,
  PRESET_MODES,
  type Preset,
  TICKER_MODES,
} from '@launchdeck/protocol';
import { SelectField, TextField } from '../../settings-ui/index.ts';
import { KeybindCapture } from '../fields/KeybindCapture.tsx';
import { PRESETS_TEXT } from '../strings.ts';
import { ListEditorForm } from './ListEditorForm.tsx';
import { PresetImageUpload } from './PresetImageUpload.tsx';
import type { PresetDraft, PresetRefusal } from './preset-draft.ts';
import type { ListEditor } from './useListEditor.ts';

type Props = {
  editor: ListEditor<Preset, PresetDraft, PresetRefusal>;
  /** The name of the preset being edited, for the form's title. */
  editingName: string | null;
  onKeybind: (keybind: Keybind) => void;
  onSave: () => void;
};

/**
 * DA §2 / §3 the Custom Presets form: name, keybind (captured as in Keybinds), prefix, suffix,
 * platform, ticker mode (a custom ticker only for custom), image type (a link only for custom),
 * translate to Chinese. Refusals show under their field.
 */
export function PresetForm({ editor, editingName, onKeybind, onSave }: Props) {
  const { draft, change, refusal } = editor;
  const errorOf = (field: PresetRefusal['field']) =>
    refusal?.field === field ? refusal.message : null;
  const keybindError = errorOf('keybind');

  return (
    <ListEditorForm
      formRef={editor.formRef}
      editingName={editingName}
      texts={PRESETS_TEXT}
      onSave={onSave}
      onCancel={editor.toAddMode}
    >
      <div className="ds-row">
        <TextField
          label={PRESETS_TEXT.name}
          value={draft.name}
          maxLength={64}
          placeholder="Coinify"
          error={errorOf('name')}
          onChange={(name) => change({ name })}
        />
      </div>
      <div className={keybindError ? 'preset-keybind is-invalid' : 'preset-keybind'}>
        <KeybindCapture label={PRESETS_TEXT.keybind} value={draft.keybind} onSave={onKeybind} />
        {keybindError ? (
          <span className="ds-field-error" role="alert">
            {keybindError}
          </span>
        ) : null}
      </div>
      <div className="ds-row">
        <TextField
          label={PRESETS_TEXT.prefix}
          value={draft.prefix}
          maxLength={32}
          placeholder="Grok's "
          onChange={(prefix) => change({ prefix })}
        />
        <TextField
          label={PRESETS_TEXT.suffix}
          value={draft.suffix}
          maxLength={32}
          placeholder=" Coin"
          onChange={(suffix) => change({ suffix })}
        />
      </div>
      <div className="ds-row">
        <SelectField
          label={PRESETS_TEXT.mode}
          value={draft.mode}
          choices={PRESET_MODES}
          labels={PRESETS_TEXT.modes}
          onChange={(mode) => change({ mode })}
        />
        <SelectField
          label={PRESETS_TEXT.tickerMode}
          value={draft.tickerMode}
          choices={TICKER_MODES}
          labels={PRESETS_TEXT.tickerModes}
          onChange={(tickerMode) => change({ tickerMode })}
        />
        <SelectField
          label={PRESETS_TEXT.imageType}
          value={draft.imageType}
          choices={PRESET_IMAGE_TYPES}
          labels={PRESETS_TEXT.imageTypes}
          onChange={(imageType) => change({ imageType })}
        />
      </div>
      {draft.tickerMode === 'custom' || draft.imageType === 'custom' ? (
        <div className="ds-row">
          {draft.tickerMode === 'custom' ? (
            <TextField
              label={PRESETS_TEXT.customTicker}
              value={draft.customTicker}
              maxLength={20}
              placeholder="DOGE"
              error={errorOf('customTicker')}
              onChange={(customTicker) => change({ customTicker })}
            />
          ) : null}
          {draft.imageType === 'custom' ? (
            <>
              <TextField
                className="preset-image-link"
                label={PRESETS_TEXT.customImage}
                value={draft.customImage}
                maxLength={2048}
                placeholder="https://"
                hint={PRESETS_TEXT.customImageHint}
                error={errorOf('customImage')}
                onChange={(customImage) => change({ customImage })}
              />
              <PresetImageUpload onUploaded={(customImage) => change({ customImage })} />
            </>
          ) : null}
        </div>
      ) : null}
      <label className="ds-check">
        <input
          type="checkbox"
          checked={draft.translateToChinese}
          onChange={(event) => change({ translateToChinese: event.target.checked })}
        />
        {PRESETS_TEXT.translate}
      </label>
    </ListEditorForm>
  );
}

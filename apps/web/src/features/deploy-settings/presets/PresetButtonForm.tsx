import type { PresetButton } from '@launchdeck/protocol';
import { useId } from 'react';
import { TextField } from '../../settings-ui/index.ts';
import { PRESET_BUTTONS_TEXT } from '../strings.ts';
import {
  buttonPreview,
  type PresetButtonDraft,
  type TickerCore,
  tickerCoreFlags,
  tickerCoreOf,
} from './button-draft.ts';
import { ListEditorForm } from './ListEditorForm.tsx';
import type { ListEditor } from './useListEditor.ts';

type Props = {
  editor: ListEditor<PresetButton, PresetButtonDraft, string>;
  /** The name of the button being edited, for the form's title. */
  editingName: string | null;
  onSave: () => void;
};

const CORES: ReadonlyArray<{ core: TickerCore; label: string }> = [
  { core: 'rule', label: PRESET_BUTTONS_TEXT.tickerRule },
  { core: 'first_word', label: PRESET_BUTTONS_TEXT.useFirstWord },
  { core: 'abbreviate', label: PRESET_BUTTONS_TEXT.abbreviate },
];

/**
 * DA §2 / §3 the Preset Buttons form: name, name prefix and suffix, ticker prefix and suffix, and
 * the ticker's core (the ticker rule, the first word, or an abbreviation), with a live preview of
 * what the button makes of an example name.
 */
export function PresetButtonForm({ editor, editingName, onSave }: Props) {
  const { draft, change } = editor;
  const ids = useId();
  const core = tickerCoreOf(draft);

  return (
    <ListEditorForm
      formRef={editor.formRef}
      editingName={editingName}
      texts={PRESET_BUTTONS_TEXT}
      onSave={onSave}
      onCancel={editor.toAddMode}
    >
      <div className="ds-row">
        <TextField
          label={PRESET_BUTTONS_TEXT.name}
          value={draft.name}
          maxLength={64}
          placeholder="Coin"
          error={editor.refusal}
          onChange={(name) => change({ name })}
        />
      </div>
      <div className="ds-row">
        <TextField
          label={PRESET_BUTTONS_TEXT.namePrefix}
          value={draft.namePrefix}
          maxLength={32}
          placeholder="The "
          onChange={(namePrefix) => change({ namePrefix })}
        />
        <TextField
          label={PRESET_BUTTONS_TEXT.nameSuffix}
          value={draft.nameSuffix}
          maxLength={32}
          placeholder=" Coin"
          onChange={(nameSuffix) => change({ nameSuffix })}
        />
      </div>
      <div className="ds-row">
        <TextField
          label={PRESET_BUTTONS_TEXT.tickerPrefix}
          value={draft.tickerPrefix}
          maxLength={32}
          placeholder="THE"
          onChange={(tickerPrefix) => change({ tickerPrefix })}
        />
        <TextField
          label={PRESET_BUTTONS_TEXT.tickerSuffix}
          value={draft.tickerSuffix}
          maxLength={32}
          placeholder="INU"
          onChange={(tickerSuffix) => change({ tickerSuffix })}
        />
      </div>
      <fieldset className="ds-group">
        <legend className="ds-label">{PRESET_BUTTONS_TEXT.tickerCore}</legend>
        <div className="ds-radios">
          {CORES.map((choice) => (
            <label
              key={choice.core}
              className={choice.core === core ? 'ds-radio is-checked' : 'ds-radio'}
            >
              <input
                type="radio"
                name={`${ids}-core`}
                value={choice.core}
                checked={choice.core === core}
                onChange={() => change(tickerCoreFlags(choice.core))}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="preset-preview">
        <span className="ds-label">{PRESET_BUTTONS_TEXT.preview}</span>
        <output aria-label={PRESET_BUTTONS_TEXT.preview}>{buttonPreview(draft)}</output>
      </p>
    </ListEditorForm>
  );
}

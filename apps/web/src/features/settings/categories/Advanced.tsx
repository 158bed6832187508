import { useId } from 'react';
import { SettingSwitch, TransferSections, useSettingsTransfer } from '../../settings-ui/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../context.tsx';
import { useSettingsToast } from '../toast.tsx';
import { TRACKER_FIELDS } from '../tracker-fields.ts';
import { ADVANCED_TEXT } from './advanced/strings.ts';

/**
 * FC §2 / §3 Advanced: what a click on a feed image does (devSettings, read by
 * cards/media/PostImages), the text-selection toolbar, and the export and import of the tracker
 * settings (FC §2's "settings exported" and "import tracker settings" modals). An import is saved
 * and broadcast like any change, so every open window takes it at once.
 */
export function Advanced() {
  const settings = useTrackerSettingsStore();
  const showToast = useSettingsToast();
  const dev = useTrackerSettings((s) => s.devSettings);
  const toolbarOff = useTrackerSettings((s) => s.disableTextSelectionToolbar);
  const transfer = useSettingsTransfer({
    settings,
    fields: TRACKER_FIELDS,
    showToast,
    copyFailed: ADVANCED_TEXT.copyFailed,
  });
  const ids = useId();

  return (
    <div className="ds-category">
      <section className="ds-group" aria-labelledby={`${ids}-images`}>
        <h3 id={`${ids}-images`} className="ds-group-title">
          {ADVANCED_TEXT.imagesTitle}
        </h3>
        <p className="ds-hint">{ADVANCED_TEXT.imagesHint}</p>
        <SettingSwitch
          label={ADVANCED_TEXT.downloadImage}
          hint={ADVANCED_TEXT.downloadImageHint}
          checked={dev.downloadImageOnClick}
          onChange={(on) => settings.update({ devSettings: { ...dev, downloadImageOnClick: on } })}
        />
        <SettingSwitch
          label={ADVANCED_TEXT.copyUrl}
          hint={ADVANCED_TEXT.copyUrlHint}
          checked={dev.copyUrlOnClick}
          onChange={(on) => settings.update({ devSettings: { ...dev, copyUrlOnClick: on } })}
        />
      </section>

      <section className="ds-group" aria-labelledby={`${ids}-toolbar`}>
        <h3 id={`${ids}-toolbar`} className="ds-group-title">
          {ADVANCED_TEXT.toolbarTitle}
        </h3>
        <SettingSwitch
          label={ADVANCED_TEXT.toolbar}
          hint={ADVANCED_TEXT.toolbarHint}
          checked={!toolbarOff}
          onChange={(on) => settings.update({ disableTextSelectionToolbar: !on })}
        />
      </section>

      <TransferSections transfer={transfer} text={ADVANCED_TEXT} />
    </div>
  );
}

import { useId } from 'react';
import { SettingSwitch } from '../../settings-ui/index.ts';
import { useTrackerSettings, useTrackerSettingsStore } from '../context.tsx';
import { SoundChoice } from '../parts/SoundChoice.tsx';
import { PlatformRadios } from './contract-addresses/PlatformRadios.tsx';
import { CONTRACT_TEXT } from './contract-addresses/strings.ts';

/**
 * FC §2 / §3 Contract Addresses: the new-address sound (read by sounds/alert-policy.ts) and the
 * trading button on each address chip with its site per chain (read by cards/ContractAddressChip).
 */
export function ContractAddresses() {
  const settings = useTrackerSettingsStore();
  const soundOn = useTrackerSettings((s) => s.contractAddressSoundEnabled);
  const sound = useTrackerSettings((s) => s.contractAddressSound);
  const buttonOn = useTrackerSettings((s) => s.axiomButtonEnabled);
  const solana = useTrackerSettings((s) => s.contractButtonPlatform);
  const bnb = useTrackerSettings((s) => s.bnbButtonPlatform);
  const ids = useId();

  return (
    <div className="ds-category">
      <section className="ds-group" aria-labelledby={`${ids}-sound`}>
        <h3 id={`${ids}-sound`} className="ds-group-title">
          {CONTRACT_TEXT.soundTitle}
        </h3>
        <SettingSwitch
          label={CONTRACT_TEXT.sound}
          hint={CONTRACT_TEXT.soundHint}
          checked={soundOn}
          onChange={(contractAddressSoundEnabled) =>
            settings.update({ contractAddressSoundEnabled })
          }
        />
        <SoundChoice
          label={CONTRACT_TEXT.soundChoice}
          value={sound}
          onChange={(contractAddressSound) => settings.update({ contractAddressSound })}
        />
      </section>

      <section className="ds-group" aria-labelledby={`${ids}-button`}>
        <h3 id={`${ids}-button`} className="ds-group-title">
          {CONTRACT_TEXT.buttonTitle}
        </h3>
        <SettingSwitch
          label={CONTRACT_TEXT.button}
          hint={CONTRACT_TEXT.buttonHint}
          checked={buttonOn}
          onChange={(axiomButtonEnabled) => settings.update({ axiomButtonEnabled })}
        />
        <PlatformRadios
          legend={CONTRACT_TEXT.solana}
          hint={CONTRACT_TEXT.solanaHint}
          choices={['axiom', 'photon']}
          value={solana}
          onChange={(contractButtonPlatform) => settings.update({ contractButtonPlatform })}
          disabled={!buttonOn}
        />
        <PlatformRadios
          legend={CONTRACT_TEXT.bnb}
          hint={CONTRACT_TEXT.bnbHint}
          choices={['gmgn', 'axiom']}
          value={bnb}
          onChange={(bnbButtonPlatform) => settings.update({ bnbButtonPlatform })}
          disabled={!buttonOn}
        />
      </section>
    </div>
  );
}

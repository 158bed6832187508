import { EnableTwoFactor } from './EnableTwoFactor.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { ACCOUNT_TEXT } from './strings.ts';
import type { useTwoFactorSetup } from './useTwoFactorSetup.ts';

type Props = {
  setup: ReturnType<typeof useTwoFactorSetup>;
  /** Leaves the scan step; none while the administrator requires two-factor login. */
  onCancel?: () => void;
  /** After the recovery codes were saved; the setup starts over (idle) by default. */
  onDone?: () => void;
};

/** Whichever step of turning two-factor on is current: the start button, the scan, the codes. */
export function SetupSteps({ setup, onCancel, onDone }: Props) {
  const { state } = setup;
  switch (state.step) {
    case 'idle':
    case 'starting':
      return (
        <>
          {state.step === 'idle' && state.error ? (
            <p className="ds-field-error" role="alert">
              {state.error}
            </p>
          ) : null}
          <div className="account-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={state.step === 'starting'}
              onClick={() => void setup.start()}
            >
              {state.step === 'starting' ? ACCOUNT_TEXT.starting : ACCOUNT_TEXT.enable}
            </button>
          </div>
        </>
      );
    case 'scan':
      return (
        <EnableTwoFactor
          setup={state.setup}
          busy={state.busy}
          error={state.error}
          onConfirm={(code) => void setup.confirm(code)}
          onCancel={onCancel}
        />
      );
    case 'codes':
      return <RecoveryCodes codes={state.recoveryCodes} onDone={onDone ?? setup.reset} />;
  }
}

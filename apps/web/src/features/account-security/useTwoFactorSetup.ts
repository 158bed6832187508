import type { TwoFactorSetupResponseBody } from '@launchdeck/protocol';
import { useState } from 'react';
import { accountApi } from './api.ts';
import { failureText } from './failure.ts';

/** Turning two-factor login on: start (a new secret), scan and prove a code, see the codes once. */
export type SetupState =
  | { step: 'idle'; error: string | null }
  | { step: 'starting' }
  | { step: 'scan'; setup: TwoFactorSetupResponseBody; busy: boolean; error: string | null }
  | { step: 'codes'; recoveryCodes: readonly string[] };

const COULD_NOT_START = 'Could not start the two-factor setup. Try again.';
const COULD_NOT_CHECK = 'Could not check the code. Try again.';

/**
 * The setup's steps for the signed-in session. `onEnabled` runs as soon as the server has turned
 * two-factor on (the recovery codes are still on screen then).
 */
export function useTwoFactorSetup(sessionId: string | null, onEnabled: () => void) {
  const [state, setState] = useState<SetupState>({ step: 'idle', error: null });

  const start = async () => {
    if (!sessionId || state.step === 'starting') return;
    setState({ step: 'starting' });
    try {
      const setup = await accountApi.setup(sessionId);
      setState({ step: 'scan', setup, busy: false, error: null });
    } catch (error) {
      setState({ step: 'idle', error: failureText(error, COULD_NOT_START) });
    }
  };

  const confirm = async (code: string) => {
    if (!sessionId || state.step !== 'scan' || state.busy) return;
    const { setup } = state;
    setState({ step: 'scan', setup, busy: true, error: null });
    try {
      const { recoveryCodes } = await accountApi.enable(sessionId, code);
      setState({ step: 'codes', recoveryCodes });
      onEnabled();
    } catch (error) {
      setState({ step: 'scan', setup, busy: false, error: failureText(error, COULD_NOT_CHECK) });
    }
  };

  const reset = () => setState({ step: 'idle', error: null });

  return { state, start, confirm, reset };
}

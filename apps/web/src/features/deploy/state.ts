import type { Chain, DeployMode } from '@launchdeck/protocol';
import type { DeployForm } from './form/form.ts';
import type { LaunchProgress } from './launch/launch-progress.ts';

/** FC §4 / §9: the deploy success toast shows for 5 s. */
export const DEPLOY_TOAST_MS = 5000;
/** DA §4 / §9: after a prefill the name input is focused, selected and highlighted for 1.5 s. */
export const NAME_HIGHLIGHT_MS = 1500;

/** What the form has to tell the trader in a dialog of its own. */
export type DeployDialog =
  /** DA §8 'Token Creation Error: {reason}' and 'Failed to send deploy request: {message}'. */
  | { kind: 'error'; text: string }
  /** DA §2 Access Denied: the server said 'You do not have permission to create tokens'. */
  | { kind: 'access-denied' }
  /** DA §4 / §5: the launch or the platform needs a wallet of this chain. */
  | { kind: 'wallet-missing'; chain: Chain }
  /** DA §2 / §4: the Bags Fee Configuration, from the gear or on choosing bags. */
  | { kind: 'bags-fees' }
  /** DA §4: the USD1 warning, the first time usd1 is picked (flag switched_usd1). */
  | { kind: 'usd1-warning' }
  /** FC §2 / §4 USD1 Mode Requirements: a usd1 launch refused for a short USD1 balance. */
  | { kind: 'usd1-requirements'; held: number; required: number }
  /** Issue 50: a launch hotkey pressed before the hotkeys were armed: their list, Arm / Not now. */
  | { kind: 'arm-hotkeys' };

/** FC §3 Deploy success event, as the toast shows it. */
export type DeployToast = {
  id: number;
  name: string;
  ticker: string;
  address: string;
  mode: DeployMode;
  /** The offline launcher answered: no transaction was sent. */
  simulated: boolean;
  tradingUrl: string;
  tradingLabel: string;
  /** The launch's request id: a multi-deploy's further mints join its toast. */
  requestId?: string;
  /** A multi-deploy's further mints, as they are answered. */
  more: { address: string; tradingUrl: string }[];
};

export type DeployState = {
  form: DeployForm;
  /** The form is asked for on screen (the modal; the docked panel and pop-out always show it). */
  open: boolean;
  /** Increases on every prefill: the form then focuses and selects the name (DA §4). */
  focusRequest: number;
  /** DA §4 deploy lock: set by a send, released after the platform's delay. */
  deploying: boolean;
  /** Why the last Launch did not go, shown under the button. */
  notice: string | null;
  dialog: DeployDialog | null;
  toast: DeployToast | null;
  /** The stages of the last launch sent, as launch_progress reports them; reset by each launch. */
  progress: LaunchProgress | null;
  /** Issue 50: the launch hotkeys launch (armed once per browser); until then they ask. */
  hotkeysArmed: boolean;
};

import {
  fieldLimits,
  formatKeybind,
  type LaunchTrigger,
  matchesKeybind,
  type Preset,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { useEffect } from 'react';
import { useSessionController } from '../../session/index.ts';
import { useTrackerSettingsStore } from '../../settings/index.ts';
import { useDeployController } from '../context.tsx';
import type { LaunchRefusal } from '../launch/launch-send.ts';
import { prefillFromPost } from '../prefill/prefill.ts';
import type { FindPost } from '../toolbar/SelectionToolbar.tsx';
import { cardPostId, isTyping, postSelection } from '../toolbar/selection.ts';
import { type QuickTarget, quickMode, toolbarBuild } from '../toolbar/toolbar-launch.ts';
import { launchPreset } from './preset-launch.ts';

/** What a press asks for: the auto-deploy keybind, or one preset's. */
export type KeybindAction = { kind: 'auto-deploy' } | { kind: 'preset'; preset: Preset };

/** DA §3 / §4: the auto-deploy keybind first, then the presets in their order; null for none. */
export function keybindAction(
  settings: TrackerSettings,
  press: KeyboardEvent,
): KeybindAction | null {
  if (matchesKeybind(settings.keybinds.autoDeploy, press)) return { kind: 'auto-deploy' };
  const preset = settings.presets.find((candidate) => matchesKeybind(candidate.keybind, press));
  return preset ? { kind: 'preset', preset } : null;
}

/** Issue 50: the hotkey as the launch records it (My Launches: 'Hotkey Ctrl+Z · Coinify'). */
export function hotkeyTrigger(action: KeybindAction, settings: TrackerSettings): LaunchTrigger {
  return action.kind === 'auto-deploy'
    ? { kind: 'hotkey', keybind: formatKeybind(settings.keybinds.autoDeploy) }
    : { kind: 'hotkey', keybind: formatKeybind(action.preset.keybind), preset: action.preset.name };
}

/**
 * DA §4: a keybind acts on the words selected inside a post, else on the post under the mouse
 * (its token name by the prefill rules); null when neither gives a name.
 */
export function keybindTarget(
  selection: Selection | null,
  hoveredPostId: string | null,
  findPost: FindPost,
  settings: TrackerSettings,
): QuickTarget | null {
  const selected = postSelection(selection);
  const selectedPost = selected ? findPost(selected.postId) : null;
  if (selected && selectedPost) return { post: selectedPost, text: selected.text };
  const hovered = hoveredPostId ? findPost(hoveredPostId) : null;
  if (!hovered) return null;
  const { nameMax } = fieldLimits(quickMode(hovered, settings));
  const text = prefillFromPost(hovered, nameMax).tokenName;
  return text ? { post: hovered, text } : null;
}

/**
 * DA §3 / §4 deploy keybinds, one listener for the window: the auto-deploy keybind launches the
 * target like the toolbar's Deploy, a preset's keybind launches it as the preset makes it. Never
 * while typing in a field, and off with `disableAutoDeployKeybinds`; only a press that is a
 * keybind with a target has its default prevented. Issue 50: until the hotkeys are armed (once
 * per browser) such a press shows the arming dialog and launches nothing; an armed launch carries
 * its hotkey (`trigger`) for My Launches. Refusals and failed translations are shown in
 * the deploy dialogs (the wallet prompt for a missing wallet).
 */
export function useDeployKeybinds(findPost: FindPost): void {
  const settings = useTrackerSettingsStore();
  const session = useSessionController();
  const controller = useDeployController();

  useEffect(() => {
    let hovered: string | null = null;
    const onMouseOver = (event: MouseEvent) => {
      hovered = cardPostId(event.target);
    };
    const refused = (refusal: LaunchRefusal | { reason: 'translation'; message: string }) => {
      // The lock, and refusals with a dialog of their own (a failed send, Access Denied).
      if (
        refusal.reason === 'busy' ||
        refusal.reason === 'send-failed' ||
        refusal.reason === 'no-permission'
      )
        return;
      controller.store.setState({
        dialog:
          refusal.reason === 'no-wallet'
            ? { kind: 'wallet-missing', chain: refusal.chain }
            : { kind: 'error', text: refusal.message },
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTyping(event.target)) return;
      const current = settings.get();
      if (current.disableAutoDeployKeybinds) return;
      const action = keybindAction(current, event);
      if (!action) return;
      const target = keybindTarget(window.getSelection(), hovered, findPost, current);
      if (!target) return;
      event.preventDefault();
      // Issue 50: nothing launches until the trader has seen what each key does and armed them.
      if (!controller.store.getState().hotkeysArmed) {
        controller.askToArmHotkeys();
        return;
      }
      // DA §2: Access Denied at once, before a preset's translation is asked for.
      if (!controller.mayDeploy()) return;
      const trigger = hotkeyTrigger(action, current);
      if (action.kind === 'auto-deploy') {
        const mode = quickMode(target.post, current);
        const outcome = controller.sendLaunch(
          mode,
          toolbarBuild(target, 'post', current, mode, trigger),
        );
        if (!outcome.ok) refused(outcome);
        return;
      }
      const sessionId = () => {
        const { phase } = session.store.getState();
        return phase.status === 'active' ? phase.user.sessionId : null;
      };
      void launchPreset(
        { sendLaunch: controller.sendLaunch, settings: settings.get, sessionId },
        action.preset,
        target,
        trigger,
      ).then((outcome) => {
        if (!outcome.ok) refused(outcome);
      });
    };
    document.addEventListener('mouseover', onMouseOver);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mouseover', onMouseOver);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [settings, session, controller, findPost]);
}

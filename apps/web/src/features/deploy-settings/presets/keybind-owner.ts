import type { Keybind, Preset } from '@launchdeck/protocol';

/** Who already answers a keybind: the auto-deploy keybind, or a preset (by name). */
export type KeybindOwner = { kind: 'auto-deploy' } | { kind: 'preset'; name: string };

/** The same key with the same modifiers (how `matchesKeybind` tells presses apart). */
export const sameKeybind = (a: Keybind, b: Keybind) =>
  a.key !== '' && a.key === b.key && a.ctrl === b.ctrl && a.shift === b.shift && a.alt === b.alt;

/**
 * Who else has `keybind`: the auto-deploy keybind wins a press over every preset (DA §4), so
 * a preset on its key, or on another preset's, would never launch. `exceptId` is the preset
 * being edited, which may keep its own key.
 */
export function keybindOwner(
  keybind: Keybind,
  autoDeploy: Keybind,
  presets: readonly Preset[],
  exceptId: string | null,
): KeybindOwner | null {
  if (sameKeybind(keybind, autoDeploy)) return { kind: 'auto-deploy' };
  const preset = presets.find(
    (candidate) => candidate.id !== exceptId && sameKeybind(keybind, candidate.keybind),
  );
  return preset ? { kind: 'preset', name: preset.name } : null;
}

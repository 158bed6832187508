import type { Keybind } from '../presets.ts';

/** The fields of a KeyboardEvent a keybind reads (so the rule runs without a DOM). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The physical key ('KeyZ'): with Alt on a Mac, `key` is a symbol ('Ω') and this is not. */
  code?: string;
};

const MODIFIERS = new Set(['Control', 'Shift', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);

/** The key's name as a keybind stores it: letters in upper case, others as the browser names them. */
export function keyName(press: Pick<KeyPress, 'key' | 'code'>): string {
  const fromCode =
    /^Key([A-Z])$/.exec(press.code ?? '')?.[1] ?? /^Digit(\d)$/.exec(press.code ?? '')?.[1];
  if (fromCode) return fromCode;
  return press.key.length === 1 ? press.key.toUpperCase() : press.key;
}

/**
 * DA §4 keybind capture: a press of a non-modifier key is the keybind, with Ctrl or Cmd, Shift and
 * Alt recorded; a modifier alone is not (the capture keeps listening), and Escape cancels (null).
 */
export function keybindFromPress(press: KeyPress): Keybind | 'cancel' | null {
  if (press.key === 'Escape') return 'cancel';
  if (MODIFIERS.has(press.key) || press.key === 'Dead' || press.key === 'Unidentified') return null;
  return {
    ctrl: press.ctrlKey || press.metaKey,
    shift: press.shiftKey,
    alt: press.altKey,
    key: keyName(press),
  };
}

/** Whether a press is the keybind: the same key, and exactly its modifiers (Cmd counts as Ctrl). */
export function matchesKeybind(keybind: Keybind, press: KeyPress): boolean {
  if (keybind.key === '') return false;
  return (
    keyName(press) === keybind.key &&
    (press.ctrlKey || press.metaKey) === keybind.ctrl &&
    press.shiftKey === keybind.shift &&
    press.altKey === keybind.alt
  );
}

/** A keybind as the settings show it: 'Ctrl+Shift+X'. */
export function formatKeybind(keybind: Keybind): string {
  if (keybind.key === '') return 'None';
  return [
    keybind.ctrl ? 'Ctrl' : '',
    keybind.shift ? 'Shift' : '',
    keybind.alt ? 'Alt' : '',
    keybind.key === ' ' ? 'Space' : keybind.key,
  ]
    .filter(Boolean)
    .join('+');
}

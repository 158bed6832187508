import { formatKeybind, type Keybind, keybindFromPress } from '@launchdeck/protocol';
import { useEffect, useId, useState } from 'react';
import { KEYBINDS_TEXT } from '../strings.ts';
import './keybind-capture.css';

type Props = {
  /** What the binding is for, read with its current value ('Auto-deploy'). */
  label: string;
  value: Keybind;
  onSave: (keybind: Keybind) => void;
};

/**
 * DA §4 keybind capture: idle, then listening after 'Change Keybind'; the next press of a
 * non-modifier key is saved with Ctrl (or Cmd), Shift and Alt as held; a modifier alone keeps
 * listening, Escape cancels. While listening every press is the capture's: it reaches neither
 * the page's keybinds nor the modal (whose Escape would close it).
 */
export function KeybindCapture({ label, value, onSave }: Props) {
  const [listening, setListening] = useState(false);
  const labelId = useId();

  useEffect(() => {
    if (!listening) return;
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const pressed = keybindFromPress(event);
      if (pressed === null) return;
      setListening(false);
      if (pressed !== 'cancel') onSave(pressed);
    };
    // Capture phase on the window: before the modal's Escape and the deploy keybinds.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [listening, onSave]);

  return (
    <div className={listening ? 'keybind-capture is-listening' : 'keybind-capture'}>
      <span id={labelId} className="ds-label">
        {label}
      </span>
      <kbd className="keybind-current" aria-labelledby={labelId}>
        {formatKeybind(value)}
      </kbd>
      <button
        type="button"
        className="btn btn-secondary ds-small"
        aria-pressed={listening}
        onClick={() => setListening((now) => !now)}
      >
        {listening ? KEYBINDS_TEXT.cancelCapture : KEYBINDS_TEXT.change}
      </button>
      <output className="keybind-status" aria-live="polite">
        {listening ? KEYBINDS_TEXT.listening : ''}
      </output>
    </div>
  );
}

import { fieldLimits } from '@launchdeck/protocol';
import { useEffect, useState } from 'react';
import { KEYS, read, write } from '../../../lib/storage.ts';
import { useDeployController } from '../context.tsx';
import { cutToLength } from '../prefill/token-name.ts';

/** DA §5: copied text is used only when it is 3 to 99 characters long. */
export const COPIED_TEXT = { min: 3, max: 99 } as const;

/** The name a copy gives, or null when the copied text is too short or too long. */
export function nameFromCopiedText(text: string, nameMax: number): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed.length < COPIED_TEXT.min || trimmed.length > COPIED_TEXT.max) return null;
  return cutToLength(trimmed, nameMax);
}

/**
 * DA §2 panel: 'Auto-fill name on copy' (autoFillNameOnCopy). While on, text copied anywhere on
 * the page outside the form becomes the token name (and so its symbol).
 */
export function useAutoFillOnCopy(form: { current: HTMLElement | null }) {
  const [enabled, setEnabled] = useState(() => read(KEYS.autoFillNameOnCopy) === 'true');
  const controller = useDeployController();
  useEffect(() => {
    if (!enabled) return;
    const onCopy = (event: ClipboardEvent) => {
      if (event.target instanceof Node && form.current?.contains(event.target)) return;
      const copied = document.getSelection()?.toString() ?? '';
      const { mode } = controller.store.getState().form;
      const name = nameFromCopiedText(copied, fieldLimits(mode).nameMax);
      if (name) controller.setName(name);
    };
    document.addEventListener('copy', onCopy);
    return () => document.removeEventListener('copy', onCopy);
  }, [enabled, controller, form]);
  const toggle = (on: boolean) => {
    write(KEYS.autoFillNameOnCopy, on ? 'true' : 'false');
    setEnabled(on);
  };
  return { enabled, toggle };
}

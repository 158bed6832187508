import { KEYS, read, remove, write } from '../../../lib/storage.ts';

/**
 * Issue 50: the launch hotkeys launch only once armed, which the trader does in the dialog that
 * lists each key, its preset, platform and amount. The choice is kept once per browser (local
 * storage, every window and pop-out alike); a corrupt value reads as not armed.
 */
export const hotkeyArming = {
  armed: (): boolean => read(KEYS.deployHotkeysArmed) === 'true',
  arm: (): void => write(KEYS.deployHotkeysArmed, 'true'),
  disarm: (): void => remove(KEYS.deployHotkeysArmed),
  /** Calls `listener` with the new state when another window arms or disarms; returns the stop. */
  onChange: (listener: (armed: boolean) => void, target: Window = window): (() => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEYS.deployHotkeysArmed.key || event.key === null)
        listener(hotkeyArming.armed());
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  },
};

import { DEFAULT_AUTO_DEPLOY_KEYBIND, type Keybind } from '@launchdeck/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KEYBINDS_TEXT } from '../strings.ts';
import { KeybindCapture } from './KeybindCapture.tsx';

function Harness({ onSave }: { onSave: (keybind: Keybind) => void }) {
  const [value, setValue] = useState<Keybind>(DEFAULT_AUTO_DEPLOY_KEYBIND);
  return (
    <KeybindCapture
      label="Auto-deploy"
      value={value}
      onSave={(keybind) => {
        setValue(keybind);
        onSave(keybind);
      }}
    />
  );
}

function setup() {
  const onSave = vi.fn();
  render(<Harness onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

const current = () => screen.getByLabelText('Auto-deploy').textContent;
const prompt = () => screen.queryByText(KEYBINDS_TEXT.listening);

describe('KeybindCapture', () => {
  it('shows the binding, and listens after Change Keybind', async () => {
    const { user } = setup();
    expect(current()).toBe('Ctrl+X');
    expect(prompt()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    expect(prompt()).not.toBeNull();
    expect(screen.getByRole('button', { name: KEYBINDS_TEXT.cancelCapture })).toBeTruthy();
  });

  it('keeps listening through a modifier alone, then saves Ctrl+Shift+K', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    fireEvent.keyDown(window, { key: 'Control', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Shift', ctrlKey: true, shiftKey: true });
    expect(onSave).not.toHaveBeenCalled();
    expect(prompt()).not.toBeNull();

    fireEvent.keyDown(window, { key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    expect(onSave).toHaveBeenCalledWith({ ctrl: true, shift: true, alt: false, key: 'K' });
    expect(prompt()).toBeNull();
    expect(current()).toBe('Ctrl+Shift+K');
  });

  it('records Cmd as Ctrl, and Alt', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    fireEvent.keyDown(window, { key: 'ß', code: 'KeyS', metaKey: true, altKey: true });
    expect(onSave).toHaveBeenCalledWith({ ctrl: true, shift: false, alt: true, key: 'S' });
    expect(current()).toBe('Ctrl+Alt+S');
  });

  it('cancels on Escape and keeps the binding, without the press reaching the page', async () => {
    const { user, onSave } = setup();
    const page = vi.fn();
    document.addEventListener('keydown', page);
    await user.click(screen.getByRole('button', { name: 'Change Keybind' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    document.removeEventListener('keydown', page);
    expect(onSave).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    expect(current()).toBe('Ctrl+X');
    expect(page).not.toHaveBeenCalled();
  });

  it('ignores key presses while idle', () => {
    const { onSave } = setup();
    fireEvent.keyDown(window, { key: 'K', ctrlKey: true });
    expect(onSave).not.toHaveBeenCalled();
    expect(current()).toBe('Ctrl+X');
  });
});

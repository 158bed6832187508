import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeSolanaKeyText } from '../../../../test/features/wallets/support.ts';
import { MaskedKeyInput } from './MaskedKeyInput.tsx';

const KEY = makeSolanaKeyText();

/** The field with its key kept beside it, as the import modal keeps it. */
function renderField() {
  let current = '';
  function Harness() {
    const [key, setKey] = useState('');
    current = key;
    return (
      <>
        <label htmlFor="key">Private key</label>
        <MaskedKeyInput id="key" value={key} onChange={setKey} />
      </>
    );
  }
  render(<Harness />);
  const input = screen.getByLabelText('Private key') as HTMLTextAreaElement;
  return { input, key: () => current, user: userEvent.setup() };
}

const masked = (visible: string, hidden: number) => visible + '•'.repeat(hidden);

describe('MaskedKeyInput', () => {
  it('shows only the first 3 characters of what is typed', async () => {
    const { input, key, user } = renderField();
    await user.type(input, 'abcdef');
    expect(key()).toBe('abcdef');
    expect(input.value).toBe(masked('abc', 3));
    // Not a password field: nothing offers to save or fill it.
    expect(input.getAttribute('type')).toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('takes a pasted key whole and masks it', async () => {
    const { input, key, user } = renderField();
    await user.click(input);
    await user.paste(KEY);
    expect(key()).toBe(KEY);
    expect(input.value).toBe(masked(KEY.slice(0, 3), KEY.length - 3));
    expect(input.value).not.toContain(KEY.slice(3, 10));
  });

  it('removes the right character on backspace, at the end and inside the masked run', async () => {
    const { input, key, user } = renderField();
    await user.type(input, 'abcdefgh');
    await user.keyboard('{Backspace}');
    expect(key()).toBe('abcdefg');
    // Caret after 'e' (5): backspace removes 'e', and the caret stays where it was put.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(key()).toBe('abcdfg');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('X');
    expect(key()).toBe('abcdXfg');
    expect(input.value).toBe(masked('abc', 4));
    // Masking rewrote the field's text; the caret is still after X.
    expect(input.selectionStart).toBe(5);
    await user.keyboard('Y');
    expect(key()).toBe('abcdXYfg');
  });

  it('empties on select-all and delete, then takes a new key', async () => {
    const { input, key, user } = renderField();
    await user.type(input, 'abcdef');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(key()).toBe('');
    expect(input.value).toBe('');
    await user.paste(KEY);
    expect(key()).toBe(KEY);
  });

  it('replaces everything when a key is pasted over a full selection', async () => {
    const { input, key, user } = renderField();
    await user.type(input, 'abcdef');
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('abc123');
    expect(key()).toBe('abc123');
  });
});

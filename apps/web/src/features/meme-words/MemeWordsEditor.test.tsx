import { MEME_WORD_MESSAGES } from '@launchdeck/protocol';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMemeWords } from '../../../test/features/meme-words/support.tsx';
import { MemeWordsProvider } from './context.tsx';
import { MemeSettingsModal } from './MemeSettingsModal.tsx';
import { MEME_MESSAGE_MS, MemeWordsEditor } from './MemeWordsEditor.tsx';

function renderEditor(memes = makeMemeWords({ words: ['coin', 'pepe'], enabled: true })) {
  render(
    <MemeWordsProvider controller={memes}>
      <MemeWordsEditor />
      <MemeSettingsModal />
    </MemeWordsProvider>,
  );
  return { memes, field: () => screen.getByLabelText('Meme word') as HTMLInputElement };
}

describe('MemeWordsEditor', () => {
  it('lists the words and adds a typed one, with the FC §8 success cleared after 3 s', async () => {
    const { memes, field } = renderEditor();
    expect(screen.getByText('2 words')).toBeTruthy();
    vi.mocked(memes.add).mockResolvedValueOnce({ ok: true, message: 'Added "wif" to meme words' });
    await userEvent.type(field(), '$wif{Enter}');
    expect(memes.add).toHaveBeenCalledWith('wif');
    expect(screen.getByRole('status').textContent).toBe('Added "wif" to meme words');
    expect(field().value).toBe('');

    vi.useFakeTimers();
    try {
      vi.mocked(memes.remove).mockResolvedValueOnce({ ok: true, message: 'Removed "coin"' });
      fireEvent.click(screen.getByRole('button', { name: 'Remove "coin"' }));
      await act(async () => {});
      expect(screen.getByRole('status').textContent).toBe('Removed "coin"');
      act(() => vi.advanceTimersByTime(MEME_MESSAGE_MS - 1));
      expect(screen.getByRole('status').textContent).toBe('Removed "coin"');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a typed $ out of the field but sends a pasted one, to be refused', async () => {
    const { memes, field } = renderEditor();
    await userEvent.type(field(), 'a$b');
    expect(field().value).toBe('ab');
    fireEvent.change(field(), { target: { value: '$ab' } });
    vi.mocked(memes.add).mockResolvedValueOnce({ ok: false, message: MEME_WORD_MESSAGES.dollar });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Cannot add words containing "$" symbol',
    );
    expect(field().value).toBe('$ab');
    await userEvent.type(field(), 'c');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a word by its chip or by typing it, and shows a refusal', async () => {
    const { memes, field } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove "pepe"' }));
    expect(memes.remove).toHaveBeenCalledWith('pepe');
    vi.mocked(memes.remove).mockResolvedValueOnce({
      ok: false,
      message: MEME_WORD_MESSAGES.notFound,
    });
    await userEvent.type(field(), 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Word not found in meme list');
    expect(memes.remove).toHaveBeenLastCalledWith('nope');
  });

  it('switches highlighting off and on', async () => {
    const { memes } = renderEditor();
    const toggle = screen.getByRole('switch', { name: 'Meme highlighting' });
    vi.mocked(memes.toggle).mockResolvedValueOnce({
      ok: true,
      message: 'Meme highlighting disabled',
    });
    fireEvent.click(toggle);
    expect(memes.toggle).toHaveBeenCalledWith(false);
    expect((await screen.findByRole('status')).textContent).toBe('Meme highlighting disabled');
  });

  it('says the load failed and tries again on request', () => {
    const memes = makeMemeWords();
    memes.store.setState({ status: 'failed' });
    renderEditor(memes);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load meme settings');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(memes.reload).toHaveBeenCalled();
  });

  it('shows an empty list plainly', () => {
    renderEditor(makeMemeWords({ words: [], enabled: true }));
    expect(screen.getByText('No meme words yet: add one above.')).toBeTruthy();
  });
});

describe('MemeSettingsModal', () => {
  it('opens with the clicked word in its field and closes on Escape', () => {
    const memes = makeMemeWords({ words: ['pepe'], enabled: true });
    render(
      <MemeWordsProvider controller={memes}>
        <MemeSettingsModal />
      </MemeWordsProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => memes.openDialog('pepe'));
    const dialog = screen.getByRole('dialog', { name: 'Meme Settings' });
    expect((within(dialog).getByLabelText('Meme word') as HTMLInputElement).value).toBe('pepe');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(memes.closeDialog).toHaveBeenCalled();
  });
});

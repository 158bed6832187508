import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMemeWords } from '../../../../test/features/meme-words/support.tsx';
import { renderInSettings } from '../../../../test/features/settings/parts/support.tsx';
import { MemeWordsProvider } from '../../meme-words/index.ts';
import { WordHighlighting } from './WordHighlighting.tsx';

function open() {
  const memes = makeMemeWords({ words: ['coin', 'frog'], enabled: true });
  const view = renderInSettings(
    <MemeWordsProvider controller={memes}>
      <WordHighlighting />
    </MemeWordsProvider>,
  );
  return { ...view, memes };
}

describe('Word Highlighting', () => {
  it('edits the trader’s server-side meme words with the shared editor', async () => {
    const { user, memes } = open();
    const memesSection = screen.getByRole('region', { name: 'Meme Settings' });
    const list = within(memesSection).getByRole('region', { name: /Your meme words/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['coin', 'frog']);
    vi.mocked(memes.add).mockResolvedValueOnce({ ok: true, message: 'Added "wif" to meme words' });
    await user.type(within(memesSection).getByLabelText('Meme word'), 'wif{Enter}');
    expect(memes.add).toHaveBeenCalledWith('wif');
    expect(await within(memesSection).findByText('Added "wif" to meme words')).toBeTruthy();
  });

  it('turns the meme alert on and off in the tracker settings', async () => {
    const { user, settings } = open();
    const alerts = screen.getByRole('switch', { name: 'Meme alerts' });
    expect(settings.get().memeAlertEnabled).toBe(false);
    await user.click(alerts);
    expect(settings.get().memeAlertEnabled).toBe(true);
    await user.click(alerts);
    expect(settings.get().memeAlertEnabled).toBe(false);
  });

  it('holds the account highlights too', () => {
    open();
    expect(screen.getByRole('region', { name: 'Account highlights' })).toBeTruthy();
  });
});

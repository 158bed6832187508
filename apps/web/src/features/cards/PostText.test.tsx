import type { MemeSettings } from '@launchdeck/protocol';
import { ADDRESS_TABLE } from '@launchdeck/protocol/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { elementTags, renderCardPart } from '../../../test/features/cards/support.tsx';
import { PostText } from './PostText.tsx';

const SOL = '2gnVH2PVbCXLwTqecu7bAjANA8AmCCTwfkP2Mcwepump';

function renderText(
  text: string,
  platform: 'twitter' | 'bluesky' = 'twitter',
  memes?: MemeSettings,
) {
  const { container } = renderCardPart(<PostText text={text} platform={platform} />, {}, memes);
  const paragraph = container.querySelector('p');
  if (!paragraph) throw new Error('no paragraph rendered');
  return paragraph;
}

describe('PostText', () => {
  it('shows the text exactly as typed', () => {
    const text = 'gm\n\nline two   with spaces';
    expect(renderText(text).textContent).toBe(text);
  });

  it('links URLs in a new tab without opener or referrer', () => {
    renderText('read https://example.com/story. now');
    const link = screen.getByRole('link', { name: 'https://example.com/story' });
    expect(link.getAttribute('href')).toBe('https://example.com/story');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links mentions to the platform of the post', () => {
    renderText('thanks @tomas.bsky.social', 'bluesky');
    expect(screen.getByRole('link', { name: '@tomas.bsky.social' }).getAttribute('href')).toBe(
      'https://bsky.app/profile/tomas.bsky.social',
    );
  });

  it('highlights the trader’s meme words and tickers', () => {
    const paragraph = renderText('$GOBLIN the goblintown coin', 'twitter', {
      words: ['goblin'],
      enabled: true,
    });
    expect(Array.from(paragraph.querySelectorAll('mark'), (m) => m.textContent)).toEqual([
      'goblintown',
    ]);
    expect(paragraph.querySelector('.post-ticker')?.textContent).toBe('$GOBLIN');
  });

  it('turns a contract address into a copy chip', () => {
    renderText(`CA: ${SOL}`);
    expect(screen.getByRole('button', { name: `Copy ${SOL}` })).toBeTruthy();
  });

  it.each(ADDRESS_TABLE.filter(([, text]) => text !== ''))(
    'gives a copy chip to exactly the addresses of the shared table: %s',
    (_name, text, expected) => {
      const paragraph = renderText(text);
      const chips = Array.from(paragraph.querySelectorAll('button[aria-label^="Copy "]'), (b) =>
        b.getAttribute('aria-label')?.slice('Copy '.length).toLowerCase(),
      );
      expect([...new Set(chips)]).toEqual(expected.map(([address]) => address.toLowerCase()));
    },
  );

  it('renders nothing for empty text', () => {
    const { container } = renderCardPart(<PostText text="" platform="twitter" />);
    expect(container.innerHTML).toBe('');
  });

  describe('hostile text renders as text', () => {
    it.each([
      ['an img tag', '<img src=x onerror=alert(1)>'],
      ['a script tag', "<script>alert('gm')</script>"],
      ['an svg onload', '"><svg/onload=alert(1)>'],
      ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
      ['escaped entities', '&lt;img src=x onerror=alert(1)&gt;'],
      ['template syntax', "{{constructor.constructor('alert(1)')()}} \u0024{alert(1)}"],
    ])('%s', (_name, text) => {
      const paragraph = renderText(text);
      expect(paragraph.textContent).toBe(text);
      expect(elementTags(paragraph)).toEqual([]);
    });

    it('never links javascript: URLs', () => {
      const text = 'click javascript:alert(1) or [free](javascript:alert(document.cookie))';
      const paragraph = renderText(text);
      expect(paragraph.textContent).toBe(text);
      expect(paragraph.querySelector('a')).toBeNull();
    });

    it('keeps http links but nothing else when they are mixed with markup', () => {
      const text = '<a href="javascript:alert(1)">https://example.com/x</a>';
      const paragraph = renderText(text);
      expect(paragraph.textContent).toBe(text);
      const hrefs = Array.from(paragraph.querySelectorAll('a'), (a) => a.getAttribute('href'));
      for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
      expect(elementTags(paragraph).every((tag) => tag === 'a')).toBe(true);
    });

    it('keeps a 10,000-character word as one text node', () => {
      const word = 'A'.repeat(10_000);
      const paragraph = renderText(`${word} end`);
      expect(paragraph.textContent).toBe(`${word} end`);
      expect(elementTags(paragraph)).toEqual([]);
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LINK_CARD_WAIT_MS, LinkPreview } from './LinkPreview.tsx';

const card = {
  url: 'https://example.com/vector/staking',
  title: 'Vector staking',
  description: 'Stake VEC, share router fees.',
  site_name: 'Vector',
  image: 'https://img.example/card.png',
};
const text = 'details: https://example.com/vector/staking';

describe('LinkPreview', () => {
  it('shows a loaded card as a link', () => {
    render(<LinkPreview card={card} text={text} createdAt={new Date().toISOString()} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(card.url);
    expect(link.textContent).toContain('Vector staking');
    expect(link.textContent).toContain('Stake VEC');
  });

  it('waits for a card, then falls back to a generic link block (FC §4)', () => {
    vi.useFakeTimers();
    render(<LinkPreview card={undefined} text={text} createdAt={new Date().toISOString()} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(LINK_CARD_WAIT_MS));
    expect(screen.queryByRole('status')).toBeNull();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/vector/staking');
    expect(link.className).toContain('link-card-generic');
  });

  it('fills in a card that arrives while loading (CARD_UPDATE)', () => {
    vi.useFakeTimers();
    const createdAt = new Date().toISOString();
    const { rerender } = render(<LinkPreview card={undefined} text={text} createdAt={createdAt} />);
    rerender(<LinkPreview card={card} text={text} createdAt={createdAt} />);
    expect(screen.getByRole('link').textContent).toContain('Vector staking');
  });

  it('fills in a card that arrives after the fallback', () => {
    const { rerender } = render(
      <LinkPreview card={undefined} text={text} createdAt="2020-01-01T00:00:00Z" />,
    );
    expect(screen.getByRole('link').className).toContain('link-card-generic');
    rerender(<LinkPreview card={card} text={text} createdAt="2020-01-01T00:00:00Z" />);
    expect(screen.getByRole('link').textContent).toContain('Vector staking');
  });

  it('shows nothing for text without a link and no card', () => {
    const { container } = render(
      <LinkPreview card={undefined} text="javascript:alert(1) no links" createdAt={undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

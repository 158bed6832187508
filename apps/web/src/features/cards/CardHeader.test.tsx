import { makePost } from '@launchdeck/protocol/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { CardHeader, EDITED_TEXT, editedTitle } from './CardHeader.tsx';
import { FeedCard } from './FeedCard.tsx';
import { postTime } from './format-time.ts';

const person = { handle: 'degen_diary', name: 'Degen Diary' };
const createdAt = '2026-03-02T10:20:00.000Z';
const editedAt = '2026-03-02T10:23:45.000Z';

describe('CardHeader', () => {
  it('shows the time alone for a post never edited', () => {
    render(<CardHeader person={person} platform="twitter" createdAt={createdAt} />);
    expect(document.querySelector('time.card-time')?.getAttribute('dateTime')).toBe(createdAt);
    expect(screen.queryByText(EDITED_TEXT)).toBeNull();
  });

  it('marks an edited post "· edited" after its time, the edit time in the tooltip', () => {
    render(
      <CardHeader person={person} platform="twitter" createdAt={createdAt} editedAt={editedAt} />,
    );
    const mark = screen.getByText(EDITED_TEXT);
    expect(mark.getAttribute('title')).toBe(editedTitle(postTime({ createdAt: editedAt }).label));
    expect(mark.getAttribute('title')).not.toBe('Edited');
    // The card keeps the first version's time.
    expect(document.querySelector('time.card-time')?.getAttribute('dateTime')).toBe(createdAt);
    expect(document.querySelector('time.card-time + .card-edited')).toBe(mark);
  });

  it('says only "Edited" in the tooltip when the edit time is unreadable', () => {
    render(<CardHeader person={person} platform="twitter" createdAt={createdAt} editedAt="soon" />);
    expect(screen.getByText(EDITED_TEXT).getAttribute('title')).toBe('Edited');
  });

  it("is shown on a post card from the post's editedAt", () => {
    const post = makePost({ author: person, createdAt, editedAt, text: 'launched' });
    renderCardPart(<FeedCard post={post} version={1} />);
    const card = screen.getByTestId('feed-card');
    expect(within(card).getByText(EDITED_TEXT)).toBeTruthy();
  });
});

import type { Post } from '@launchdeck/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupLatency, timedPost } from '../../../test/features/latency/support.tsx';
import { AgeTooltip } from './AgeTooltip.tsx';
import { PostAge } from './PostAge.tsx';
import { LATENCY_TEXT } from './strings.ts';

/** Cards as the feed lays them out: each age inside its card, the one tooltip for the list. */
function List({ posts }: { posts: Post[] }) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={list}>
        {posts.map((post) => (
          <article key={post.id} data-post-id={post.id}>
            <PostAge post={post} source="X" />
          </article>
        ))}
      </div>
      <AgeTooltip within={list} />
    </>
  );
}

const ages = () => screen.getAllByTestId('post-age');
const tip = () => screen.getByRole('tooltip', { hidden: true });
/** The tooltip's lines under its title, which names the delivery latency. */
const lines = () => {
  const [title, ...rest] = Array.from(tip().children, (line) => line.textContent);
  expect(title).toBe(LATENCY_TEXT.tipTitle);
  return rest;
};
const isOpen = () => tip().dataset.open === 'true';

// jsdom has no popovers: record what the tooltip asks for.
beforeEach(() => {
  HTMLElement.prototype.showPopover = function show(this: HTMLElement) {
    this.dataset.open = 'true';
  };
  HTMLElement.prototype.hidePopover = function hide(this: HTMLElement) {
    this.dataset.open = 'false';
  };
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

/** Posts of the given ages (ms) on the test's clocks, as they arrived, in the list. */
function renderList(agesMs: number[], arrive: 'tweet' | 'initialTweets' = 'tweet') {
  const harness = setupLatency();
  harness.syncClock();
  const posts = agesMs.map((ms) => timedPost(ms));
  if (arrive === 'tweet') for (const post of posts) harness.socket.receive('tweet', post);
  else harness.socket.receive('initialTweets', posts);
  render(<List posts={posts} />, { wrapper: harness.wrapper });
  return harness;
}

describe('AgeTooltip', () => {
  it("splits the hovered age into its legs and the clock offset, and follows the pointer to another card's age", () => {
    renderList([2000, 300]);
    expect(tip().childElementCount).toBe(0);
    fireEvent.pointerOver(ages()[0] as HTMLElement);
    expect(isOpen()).toBe(true);
    expect(lines()).toEqual([
      'Platform → our connector: 2.0 s',
      'Connector → published: 10 ms',
      'Published → this screen: 30 ms',
      'Platform → this screen: 2.0 s',
      'Clock offset (server − this browser): −5,000 ms ±0 ms',
    ]);
    expect(ages()[0]?.style.getPropertyValue('anchor-name')).toBe('--post-age-anchor');
    fireEvent.pointerOver(ages()[1] as HTMLElement);
    expect(lines()[3]).toBe('Platform → this screen: 300 ms');
    expect(ages()[0]?.style.getPropertyValue('anchor-name')).toBe('');
    expect(ages()[1]?.style.getPropertyValue('anchor-name')).toBe('--post-age-anchor');
    fireEvent.pointerOut(ages()[1] as HTMLElement, { relatedTarget: document.body });
    expect(isOpen()).toBe(false);
  });

  it('opens on focus, closes on Escape, and a click toggles it', () => {
    renderList([500]);
    const age = ages()[0] as HTMLElement;
    fireEvent.focusIn(age);
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(age, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    fireEvent.click(age);
    expect(isOpen()).toBe(true);
    fireEvent.click(age);
    expect(isOpen()).toBe(false);
  });

  it('says first that a loaded post is not live, then its legs', () => {
    renderList([60_000], 'initialTweets');
    fireEvent.pointerOver(ages()[0] as HTMLElement);
    expect(lines()[0]).toBe(LATENCY_TEXT.loaded);
    expect(lines()).toContain('Platform → this screen: 1 min');
  });
});

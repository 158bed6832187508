import { afterEach, describe, expect, it } from 'vitest';
import {
  cardPostId,
  isTyping,
  postSelection,
  TOOLBAR_LAYOUT,
  TOOLBAR_OWN_SCALE,
  toolbarPosition,
} from './selection.ts';

const viewport = { width: 1200, height: 800 };
// The toolbar as it shows on screen: 320 × 40 at 0.75.
const SHOWN = { width: 240, height: 30 };

describe('toolbarPosition', () => {
  it.each([
    [
      'centred above the words',
      { top: 300, bottom: 320, left: 500, width: 100 },
      { top: 260, left: 430 },
    ],
    [
      'below when there is no room above',
      { top: 20, bottom: 40, left: 500, width: 100 },
      { top: 50, left: 430 },
    ],
    ['inside the left edge', { top: 300, bottom: 320, left: 0, width: 40 }, { top: 260, left: 10 }],
    [
      'inside the right edge',
      { top: 300, bottom: 320, left: 1150, width: 40 },
      { top: 260, left: 950 },
    ],
    [
      'inside the bottom edge',
      { top: 20, bottom: 790, left: 500, width: 100 },
      { top: 760, left: 430 },
    ],
  ])('%s', (_case, box, expected) => {
    expect(toolbarPosition(box, viewport, SHOWN)).toEqual(expected);
  });

  it('uses the DA §9 numbers; the page zoom (FC §9, 75 %) is its scale', () => {
    expect(TOOLBAR_LAYOUT).toEqual({ width: 320, scale: 0.75, margin: 10, delayMs: 10 });
    expect(TOOLBAR_OWN_SCALE).toBe(1);
  });
});

function card(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function select(node: Node, start: number, endNode: Node, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(endNode, end);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return selection;
}

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

describe('postSelection', () => {
  const html = `
    <article data-testid="feed-card" data-post-id="p1">
      <header><span class="name">kaito</span></header>
      <p class="post-text">The  Frog <a href="#">King</a> has arrived</p>
    </article>
    <article data-testid="feed-card" data-post-id="p2"><p class="post-text">Other post</p></article>`;

  it('gives the post and the words (spaces collapsed) selected inside its text', () => {
    const root = card(html);
    const text = root.querySelector('.post-text') as HTMLElement;
    const first = text.firstChild as Text;
    const link = text.querySelector('a')?.firstChild as Text;
    const found = postSelection(select(first, 4, link, 4));
    expect(found).toMatchObject({ postId: 'p1', text: 'Frog King' });
  });

  it('gives nothing for an empty selection, one outside a text, or across two posts', () => {
    const root = card(html);
    const [one, two] = [...root.querySelectorAll('.post-text')].map((p) => p.firstChild as Text);
    if (!one || !two) throw new Error('no text');
    expect(postSelection(select(one, 3, one, 3))).toBeNull();
    expect(postSelection(select(one, 3, one, 5))).toBeNull(); // only spaces
    const name = root.querySelector('.name')?.firstChild as Text;
    expect(postSelection(select(name, 0, name, 5))).toBeNull();
    expect(postSelection(select(one, 4, two, 5))).toBeNull();
  });
});

describe('cardPostId and isTyping', () => {
  it('finds the card of an element, or none', () => {
    const root = card(
      '<article data-testid="feed-card" data-post-id="p9"><img alt=""></article><p>x</p>',
    );
    expect(cardPostId(root.querySelector('img'))).toBe('p9');
    expect(cardPostId(root.querySelector('p'))).toBeNull();
    expect(cardPostId(null)).toBeNull();
  });

  it.each([
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<div contenteditable="true"><b>x</b></div>', true],
    ['<div contenteditable=""><b>x</b></div>', true],
    ['<div contenteditable="false"><b>x</b></div>', false],
    ['<button>x</button>', false],
    ['<p><b>x</b></p>', false],
  ])('%s is typing: %s', (html, typing) => {
    const root = card(html);
    const target = root.querySelector('b') ?? root.firstElementChild;
    expect(isTyping(target)).toBe(typing);
  });
});

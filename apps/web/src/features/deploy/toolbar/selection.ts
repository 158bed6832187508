import { UI } from '@launchdeck/protocol';

/** DA §2 / §9 text-selection toolbar: width 320, scale 0.75, margin 10, shown 10 ms after a selection. */
export const TOOLBAR_LAYOUT = { width: 320, scale: 0.75, margin: 10, delayMs: 10 } as const;

/**
 * The toolbar's own CSS scale. The whole page is already zoomed to 75 % (FC §9 UI.pageZoom), so a
 * 320-wide toolbar shows at DA §9's 0.75 (240 screen pixels) without a scale of its own; a second
 * 0.75 would make it 180.
 */
export const TOOLBAR_OWN_SCALE = TOOLBAR_LAYOUT.scale / UI.pageZoom;

/** A feed card's root (FeedCard) and the post text inside it (PostText). */
const CARD = '[data-testid="feed-card"][data-post-id]';
const POST_TEXT = '.post-text';

/** Words selected inside one post's text: the post's id, the words (spaces collapsed), the range. */
export type PostSelection = { postId: string; text: string; range: Range };

function elementOf(node: Node | null): Element | null {
  if (!node) return null;
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** The post of an element inside a feed card, by its id; null outside the cards. */
export function cardPostId(target: EventTarget | null): string | null {
  const element = target instanceof Node ? elementOf(target) : null;
  return element?.closest(CARD)?.getAttribute('data-post-id') ?? null;
}

/**
 * DA §4: the selection, when it is non-empty text wholly inside one post card's text; null for an
 * empty selection or one elsewhere (the chat, a form, across two cards).
 */
export function postSelection(selection: Selection | null): PostSelection | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const range = selection.getRangeAt(0);
  const postText = elementOf(range.commonAncestorContainer)?.closest(POST_TEXT);
  const postId = postText ? cardPostId(postText) : null;
  return postId ? { postId, text, range } : null;
}

type Box = { top: number; bottom: number; left: number; width: number };

/**
 * Where the toolbar goes for a selection's box, all in screen pixels: centred above it, or below
 * when there is no room above, kept `margin` inside the viewport. `shown` is the toolbar's size on
 * screen.
 */
export function toolbarPosition(
  selection: Box,
  viewport: { width: number; height: number },
  shown: { width: number; height: number },
): { top: number; left: number } {
  const { margin } = TOOLBAR_LAYOUT;
  const above = selection.top - shown.height - margin;
  const below = selection.bottom + margin;
  const top = above >= margin ? above : below;
  const centred = selection.left + selection.width / 2 - shown.width / 2;
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max));
  return {
    top: clamp(top, viewport.height - shown.height - margin),
    left: clamp(centred, viewport.width - shown.width - margin),
  };
}

/** Typing in a field: keybinds leave the press to it (DA §4). */
export function isTyping(target: EventTarget | null): boolean {
  const element = target instanceof Node ? elementOf(target) : null;
  if (!element) return false;
  if (element.closest('input, textarea, select')) return true;
  const editable = element.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

import { focusFirst } from './focus.ts';

/**
 * Open modals, bottom to top. Only the top one takes keys; everything under it (the app root and
 * lower modals) is inert, so focus and clicks cannot reach the page behind. Only the top modal's
 * backdrop dims: a dialog over a dialog replaces the dim layer instead of adding one.
 */
const stack: HTMLElement[] = [];

/** The class a lower modal's backdrop carries while a higher modal is open (no dimming). */
export const COVERED_BACKDROP = 'is-covered';

function sync(): void {
  const root = document.getElementById('root');
  root?.toggleAttribute('inert', stack.length > 0);
  document.body.classList.toggle('modal-open', stack.length > 0);
  stack.forEach((box, index) => {
    const covered = index < stack.length - 1;
    box.parentElement?.toggleAttribute('inert', covered);
    box.parentElement?.classList.toggle(COVERED_BACKDROP, covered);
  });
}

export function openModal(box: HTMLElement): void {
  stack.push(box);
  sync();
}

export function closeModal(box: HTMLElement): void {
  const index = stack.indexOf(box);
  if (index >= 0) stack.splice(index, 1);
  sync();
}

export function isTopModal(box: HTMLElement): boolean {
  return stack[stack.length - 1] === box;
}

/**
 * Gives focus back after a modal closed: to the element that had it when the modal opened, or,
 * when that one is gone or cannot take focus any more (a button disabled while it worked), to the
 * first control of the modal now on top, so focus never falls to the page behind it.
 */
export function restoreFocus(previous: HTMLElement | null): void {
  if (previous?.isConnected) previous.focus();
  const top = stack[stack.length - 1];
  if (!top || (previous && document.activeElement === previous && top.contains(previous))) return;
  focusFirst(top);
}

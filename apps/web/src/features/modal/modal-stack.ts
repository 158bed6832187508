/**
 * Open modals, bottom to top. Only the top one takes keys; everything under it (the app root and
 * lower modals) is inert, so focus and clicks cannot reach the page behind.
 */
const stack: HTMLElement[] = [];

function sync(): void {
  const root = document.getElementById('root');
  root?.toggleAttribute('inert', stack.length > 0);
  document.body.classList.toggle('modal-open', stack.length > 0);
  stack.forEach((box, index) => {
    box.parentElement?.toggleAttribute('inert', index < stack.length - 1);
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

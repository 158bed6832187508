const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls in a dialog that Tab reaches, in order. */
export function focusables(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Focuses a dialog's first control: one marked data-autofocus, else the first, else the dialog. */
export function focusFirst(box: HTMLElement): void {
  const first = box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(box)[0] ?? box;
  first.focus();
}

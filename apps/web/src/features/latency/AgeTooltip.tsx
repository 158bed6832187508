import { type RefObject, useEffect, useRef } from 'react';
import { useLatencyController } from './context.tsx';
import { ageLines } from './format-age.ts';
import { AGE_TIP_ID, ageOf, postIdOf } from './post-age-element.ts';
import { LATENCY_TEXT } from './strings.ts';

/** The age the open tooltip is placed against (CSS anchor positioning, latency.css). */
const ANCHOR = '--post-age-anchor';

/**
 * The one tooltip of every card age in a feed (issue 17): hover, focus or a click on an age fills
 * it with that post's delivery latency (titled so, issue 50) and its legs, so a card carries a single small button and no hidden tooltip of its
 * own, and nothing is formatted until a trader asks. It listens on the list (event delegation).
 * It is a `popover`: in the top layer it escapes the card groups' paint containment (their
 * `content-visibility`), which would clip it; anchor positioning puts it under the age, or above it
 * near the bottom of the screen.
 */
export function AgeTooltip({ within }: { within: RefObject<HTMLElement | null> }) {
  const latency = useLatencyController();
  const tip = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const list = within.current;
    const box = tip.current;
    if (!list || !box) return;
    // The age the tooltip is placed on, and whether it is shown (a manual popover: only we close it).
    let anchor: HTMLElement | null = null;
    let open = false;
    const show = (age: HTMLElement) => {
      const reading = latency.reading(postIdOf(age) ?? '');
      if (!reading) return;
      const title = document.createElement('span');
      title.className = 'post-age-title';
      title.textContent = LATENCY_TEXT.tipTitle;
      box.replaceChildren(
        title,
        ...ageLines(reading).map((line) => {
          const row = document.createElement('span');
          row.className = 'post-age-line';
          row.textContent = line;
          return row;
        }),
      );
      if (anchor !== age) {
        anchor?.style.removeProperty('anchor-name');
        age.style.setProperty('anchor-name', ANCHOR);
        anchor = age;
      }
      if (!open) box.showPopover?.();
      open = true;
    };
    const hide = () => {
      if (!anchor) return;
      anchor.style.removeProperty('anchor-name');
      anchor = null;
      if (open) box.hidePopover?.();
      open = false;
    };
    const over = (event: Event) => {
      const age = ageOf(event.target);
      if (age && age !== anchor) show(age);
    };
    const out = (event: Event) => {
      const related = (event as FocusEvent | PointerEvent).relatedTarget;
      if (anchor && ageOf(event.target) === anchor && ageOf(related) !== anchor) hide();
    };
    const click = (event: Event) => {
      const age = ageOf(event.target);
      if (!age) return;
      if (age === anchor) hide();
      else show(age);
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && anchor) hide();
    };
    const on = [
      ['pointerover', over],
      ['focusin', over],
      ['pointerout', out],
      ['focusout', out],
      ['click', click],
      ['keydown', key],
    ] as const;
    for (const [type, listener] of on) list.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of on) list.removeEventListener(type, listener as EventListener);
      hide();
    };
  }, [latency, within]);

  return (
    <span ref={tip} id={AGE_TIP_ID} role="tooltip" popover="manual" className="post-age-tip" />
  );
}

/**
 * The age's tooltip is a `popover`: in the top layer it escapes the card, whose paint containment
 * (`contain: content`, for rendering speed) would clip anything drawn outside it. CSS anchor
 * positioning (latency.css) places it under the age, or above it near the bottom of the screen;
 * each age gets its own anchor name the first time its tooltip opens.
 */
let anchors = 0;
const names = new WeakMap<HTMLElement, string>();

const canPop = (tip: HTMLElement) => typeof tip.showPopover === 'function';
const isOpen = (tip: HTMLElement) => canPop(tip) && tip.matches(':popover-open');

export function showTip(anchor: HTMLElement, tip: HTMLElement): void {
  if (!canPop(tip) || isOpen(tip) || tip.childElementCount === 0) return;
  let name = names.get(anchor);
  if (!name) {
    anchors += 1;
    name = `--post-age-${anchors}`;
    names.set(anchor, name);
    anchor.style.setProperty('anchor-name', name);
  }
  tip.style.setProperty('position-anchor', name);
  tip.showPopover();
}

export function hideTip(tip: HTMLElement): void {
  if (isOpen(tip)) tip.hidePopover();
}

export function toggleTip(anchor: HTMLElement, tip: HTMLElement): void {
  if (isOpen(tip)) hideTip(tip);
  else showTip(anchor, tip);
}

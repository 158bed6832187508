/** The toolbar icons as SVG (shapes only, so no font is needed to draw them). */
const frame = (color: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect x="4" y="4" width="120" height="120" rx="28" fill="${color}"/>${inner}</svg>`;

/** Vamp: a bold V. */
export const VAMP_ICON = frame(
  '#7c3aed',
  '<path d="M30 32 L64 98 L98 32" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>',
);

/** Image search: a picture (a sun over hills). */
export const IMAGE_SEARCH_ICON = frame(
  '#0ea5e9',
  '<rect x="24" y="30" width="80" height="68" rx="10" fill="none" stroke="#fff" stroke-width="9"/><circle cx="50" cy="52" r="9" fill="#fff"/><path d="M30 92 L56 66 L72 80 L84 70 L100 88 L100 92 Z" fill="#fff"/>',
);

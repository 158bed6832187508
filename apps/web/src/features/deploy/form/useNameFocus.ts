import { type RefObject, useEffect, useState } from 'react';
import { NAME_HIGHLIGHT_MS } from '../state.ts';

/**
 * DA §4: after a prefill the name input is focused and its text selected, and it stays
 * highlighted for 1.5 s (DA §9). Returns whether the highlight is on.
 */
export function useNameFocus(input: RefObject<HTMLInputElement | null>, request: number): boolean {
  const [highlighted, setHighlighted] = useState(false);
  useEffect(() => {
    const element = input.current;
    if (request === 0 || !element) return;
    element.focus();
    element.select();
    setHighlighted(true);
    const timer = setTimeout(() => setHighlighted(false), NAME_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [input, request]);
  return highlighted;
}

import type { Preset, PresetButton } from '../presets.ts';
import { generateTicker, TICKER_FALLBACK, TICKER_MAX } from './ticker.ts';

/** Letters and digits of a text, upper case, as ticker words. */
function tickerWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

const fit = (ticker: string) => ticker.slice(0, TICKER_MAX) || TICKER_FALLBACK;

/** DA §3 ticker mode abbreviation: the first letter of every word ("Grok Companion" → GC). */
export function abbreviationTicker(text: string): string {
  return fit(
    tickerWords(text)
      .map((word) => word[0])
      .join(''),
  );
}

/** DA §3 ticker mode first word: the first word whole, cut to 10 ("Frog King" → FROG). */
export function firstWordTicker(text: string): string {
  return fit(tickerWords(text)[0] ?? '');
}

/** A custom ticker as typed, letters and digits only, upper case. */
export function customTicker(text: string): string {
  return fit(tickerWords(text).join(''));
}

/**
 * DA §3 preset: the token a preset makes of the selected text. The name is prefix + selection +
 * suffix; the ticker comes from the selection alone (selected text by the DA §5 ticker rule,
 * abbreviation, first word) or is the preset's own.
 */
export function presetToken(preset: Preset, selection: string): { name: string; ticker: string } {
  const text = selection.trim().replace(/\s+/g, ' ');
  const name = `${preset.prefix}${text}${preset.suffix}`.trim();
  const ticker =
    preset.tickerMode === 'abbreviation'
      ? abbreviationTicker(text)
      : preset.tickerMode === 'first_word'
        ? firstWordTicker(text)
        : preset.tickerMode === 'custom'
          ? customTicker(preset.customTicker)
          : generateTicker(text);
  return { name, ticker };
}

/**
 * DA §3 preset button: the form's name with the button's prefix and suffix, and the ticker made
 * from the name (its first word, its abbreviation, or the DA §5 rule) with the ticker's prefix
 * and suffix. The ticker keeps its suffix when cut to 10 characters.
 */
export function applyPresetButton(
  button: PresetButton,
  name: string,
): { name: string; ticker: string } {
  const base = name.trim().replace(/\s+/g, ' ');
  const core = button.tickerAbbreviate
    ? abbreviationTicker(base)
    : button.tickerUseFirstWord
      ? firstWordTicker(base)
      : generateTicker(base);
  const prefix = tickerWords(button.tickerPrefix).join('');
  const suffix = tickerWords(button.tickerSuffix).join('').slice(0, TICKER_MAX);
  const room = Math.max(0, TICKER_MAX - suffix.length);
  const ticker = `${`${prefix}${core}`.slice(0, room)}${suffix}`;
  return {
    name: `${button.namePrefix}${base}${button.nameSuffix}`.trim(),
    ticker: ticker || TICKER_FALLBACK,
  };
}

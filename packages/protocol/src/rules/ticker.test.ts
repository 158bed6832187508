import { describe, expect, it } from 'vitest';
import { cashtagTicker, generateTicker, TICKER_FALLBACK } from './ticker.ts';

describe('generateTicker', () => {
  it.each([
    // 1 word: whole, or trimmed past 10
    ['pepe', 'PEPE'],
    ['Dogefather', 'DOGEFATHER'],
    ['Supercalifragilistic', 'SPRCLFRGLS'],
    // 2 words: joined, or the first alone before token / coin
    ['Moon Cat', 'MOONCAT'],
    ['Grok token', 'GROK'],
    ['Trump Coin', 'TRUMP'],
    ['Elonmusk Supremacy', 'ELNMSKSPRM'],
    // 3+ words: first letters, numbers kept whole
    ['Department of Government Efficiency', 'DOGE'],
    ['Make America Great Again', 'MAGA'],
    ['Elon 2028 Mars Mission', 'E2028MM'],
    ['I love 420 so much today', 'IL420SMT'],
    // colour words win
    ['The big red dog', 'RED'],
    ['Green candles only', 'GREEN'],
    // numbers alone
    ['2028', '2028'],
    // punctuation, case, accents
    ['  $wif-hat!! ', 'WIFHAT'],
    ['Café Olé', 'CAFEOLE'],
    // fallback
    ['', TICKER_FALLBACK],
    ['🚀🚀🚀', TICKER_FALLBACK],
    ['中文名字', TICKER_FALLBACK],
  ])('%j → %s', (text, ticker) => {
    expect(generateTicker(text)).toBe(ticker);
  });

  it('never exceeds 10 characters', () => {
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu';
    expect(generateTicker(words)).toHaveLength(10);
    expect(generateTicker('1234567890123 456')).toHaveLength(10);
  });
});

describe('cashtagTicker', () => {
  it.each([
    ['Frog King has arrived. $FROG to the moon', 'FROG'],
    ['buy $wif now', 'WIF'],
    ['$PEPE2 and $DOGE', 'PEPE2'],
    ['price is US$AB', null],
    ['$5 coffee', null],
    ['$A alone', null],
    ['$SUPERLONGTICKER', null],
    ['$ÉLAN', null],
    ['no tag here', null],
  ])('%j → %s', (text, ticker) => {
    expect(cashtagTicker(text)).toBe(ticker);
  });
});

import { describe, expect, it } from 'vitest';
import { LoginRequestBody } from '../auth.ts';
import { ChatMessageText } from '../chat.ts';
import { GroupName, NewGroupName, uniqueUsernames } from '../group.ts';
import { MESSAGES } from '../messages.ts';
import { hasVisibleText, isVisiblyEmpty, visibleText } from './visible-text.ts';

/** Every character the rule names, each of which alone shows nothing. */
const INVISIBLE: ReadonlyArray<[string, string]> = [
  ['zero width space U+200B', '\u200b'],
  ['zero width non-joiner U+200C', '\u200c'],
  ['zero width joiner U+200D', '\u200d'],
  ['left-to-right mark U+200E', '\u200e'],
  ['right-to-left override U+202E', '\u202e'],
  ['word joiner U+2060', '\u2060'],
  ['invisible times U+2062', '\u2062'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['byte order mark U+FEFF', '\ufeff'],
  ['soft hyphen U+00AD', '\u00ad'],
  ['Arabic letter mark U+061C', '\u061c'],
  ['combining grapheme joiner U+034F', '\u034f'],
  ['Hangul choseong filler U+115F', '\u115f'],
  ['Hangul jungseong filler U+1160', '\u1160'],
  ['Khmer vowel inherent aq U+17B4', '\u17b4'],
  ['Khmer vowel inherent aa U+17B5', '\u17b5'],
  ['Mongolian vowel separator U+180E', '\u180e'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
  ['braille pattern blank U+2800', '\u2800'],
  ['Hangul filler U+3164', '\u3164'],
  ['variation selector-1 U+FE00', '\ufe00'],
  ['variation selector-16 U+FE0F', '\ufe0f'],
  ['halfwidth Hangul filler U+FFA0', '\uffa0'],
  ['shorthand format letter overlap U+1BCA0', '\u{1bca0}'],
  ['musical symbol null notehead U+1D159', '\u{1d159}'],
  ['musical symbol begin beam U+1D173', '\u{1d173}'],
  ['musical symbol end phrase U+1D17A', '\u{1d17a}'],
  ['language tag U+E0001', '\u{e0001}'],
  ['tag space U+E0020', '\u{e0020}'],
  ['tag latin small a U+E0061', '\u{e0061}'],
  ['cancel tag U+E007F', '\u{e007f}'],
  ['variation selector-17 U+E0100', '\u{e0100}'],
  ['variation selector-256 U+E01EF', '\u{e01ef}'],
  ['space', ' '],
  ['no-break space U+00A0', '\u00a0'],
  ['ideographic space U+3000', '\u3000'],
  ['em space U+2003', '\u2003'],
  ['tab', '\t'],
  ['new line', '\n'],
  ['a control character U+0007', '\u0007'],
];

describe('isVisiblyEmpty', () => {
  it('is true for the empty string', () => {
    expect(isVisiblyEmpty('')).toBe(true);
    expect(visibleText('')).toBe('');
  });

  it.each(INVISIBLE)('%s alone is empty', (_name, char) => {
    expect(isVisiblyEmpty(char)).toBe(true);
    expect(isVisiblyEmpty(char.repeat(3))).toBe(true);
    expect(hasVisibleText(char)).toBe(false);
    expect(visibleText(char)).toBe('');
  });

  it('every invisible character together is empty', () => {
    const all = INVISIBLE.map(([, char]) => char).join('');
    expect(isVisiblyEmpty(all)).toBe(true);
    expect(isVisiblyEmpty(` ${all}\u200b \u2800\u3164 `)).toBe(true);
    expect(visibleText(all)).toBe('');
  });

  it.each([
    ['a letter after a ZWSP', 'a\u200b', 'a'],
    ['a family emoji (a ZWJ sequence)', '👨‍👩‍👧', '👨👩👧'],
    ['a heart with its variation selector', '❤️', '❤'],
    ['a flag (regional indicators)', '🇺🇸', '🇺🇸'],
    ['a letter between spaces', ' x ', 'x'],
    ['a dot', '.', '.'],
    ['a Hangul syllable', '한', '한'],
    ['a braille pattern that has dots', '\u2801', '\u2801'],
    ['a combining mark alone (shown on a dotted circle)', '\u0301', '\u0301'],
    ['a word between invisible characters', '\u2060gm\u3164\u2800', 'gm'],
  ])('%s is not empty', (_name, text, visible) => {
    expect(isVisiblyEmpty(text)).toBe(false);
    expect(hasVisibleText(text)).toBe(true);
    expect(visibleText(text)).toBe(visible);
  });
});

describe('schemas judge emptiness on what is seen', () => {
  it.each(['\u200b', '\u2800', '\u3164', '\u2060', ' \u200b\ufeff '])(
    'a chat line of %j gets the empty sentence',
    (message) => {
      const parsed = ChatMessageText.safeParse(message);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
        MESSAGES.chatMessageEmpty,
      ]);
    },
  );

  it('an empty chat line keeps its one sentence', () => {
    const parsed = ChatMessageText.safeParse('   ');
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.chatMessageEmpty]);
  });

  it('a line with visible content is kept exactly, its joiners intact', () => {
    expect(ChatMessageText.parse(' gm 👨‍👩‍👧\u200b ')).toBe('gm 👨‍👩‍👧\u200b');
  });

  it('a group name of invisible characters gets the empty sentences', () => {
    expect(GroupName.safeParse('\u3164\u3164').error?.issues[0]?.message).toBe(
      MESSAGES.groupNameRequired,
    );
    expect(NewGroupName.safeParse('\u200b').error?.issues[0]?.message).toBe(
      MESSAGES.groupNameEmpty,
    );
    expect(GroupName.parse('Frens\u200d')).toBe('Frens\u200d');
  });

  it('a login name of invisible characters is empty, and invisible invitees are dropped', () => {
    const parsed = LoginRequestBody.safeParse({ username: '\u200b\u2060', password: 'pw' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.usernameEmpty]);
    expect(uniqueUsernames(['bob', '\u200b', ' \u3164 ', 'amy'])).toEqual(['bob', 'amy']);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from '../errors.ts';
import { parseIncoming } from '../incoming.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from './storable-text.ts';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'gm frens', true],
    ['an emoji (a whole surrogate pair)', 'rocket 🚀 $PEPE', true],
    ['Chinese, Arabic and Cyrillic', '这是 ليلى Дмитрий', true],
    ['the empty string', '', true],
    ['a replacement character', '\ufffd', true],
    ['NUL', 'ann\u0000', false],
    ['NUL alone', '\u0000', false],
    ['a lone high surrogate', 'gm \ud83d', false],
    ['a lone low surrogate', '\ude80 gm', false],
    ['a pair the wrong way round', '\ude80\ud83d', false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('unstorableTextPath', () => {
  it.each([
    ['a clean object', { a: 'x', b: [1, 'y', { c: true }] }, undefined],
    ['a top-level string', '\u0000', []],
    ['a nested field', { author: { handle: 'ok', name: 'x\u0000' } }, ['author', 'name']],
    ['an array item', { invitedUsers: ['ann', '\ud800'] }, ['invitedUsers', 1]],
    ['the first of two', { a: '\u0000', b: '\u0000' }, ['a']],
    ['an object key', { fields: { 'bad\u0000key': 1 } }, ['fields', 'bad\ufffdkey']],
    ['numbers, booleans and null', { n: 1, b: false, z: null }, undefined],
  ])('%s → %j', (_name, value, expected) => {
    expect(unstorableTextPath(value)).toEqual(expected);
  });
});

describe('parseIncoming', () => {
  const Body = z.object({ username: z.string(), note: z.string().optional() });

  it('answers the schema’s result when every string is storable', () => {
    expect(parseIncoming(Body, { username: 'ann' })).toEqual({
      success: true,
      data: { username: 'ann' },
    });
  });

  it('refuses unstorable text with a sentence naming the field', () => {
    const result = parseIncoming(Body, { username: 'ann', note: 'a\u0000b' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeZodError(result.error, 'fallback')).toEqual({
      error: `note ${UNSTORABLE_TEXT_MESSAGE}`,
      fields: { note: UNSTORABLE_TEXT_MESSAGE },
    });
  });

  it('answers the schema’s own refusal first', () => {
    const result = parseIncoming(Body, { username: 1, note: '\u0000' });
    expect(result.success || result.error.issues[0]?.path).toEqual(['username']);
  });
});

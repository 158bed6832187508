import { describe, expect, it } from 'vitest';
import { countForeignCharacters, isTranslatable } from './translatable.ts';

describe('isTranslatable', () => {
  const cases: Array<[string, Parameters<typeof isTranslatable>[0], boolean]> = [
    ['Chinese', { text: '这是一个新的代币' }, true],
    ['Japanese kana', { text: 'これはテスト' }, true],
    ['Korean', { text: '새로운 토큰' }, true],
    ['Russian', { text: 'Новый токен' }, true],
    ['Arabic', { text: 'عملة جديدة' }, true],
    ['Thai', { text: 'เหรียญใหม่' }, true],
    ['Hebrew', { text: 'מטבע חדש' }, true],
    ['two foreign characters only', { text: 'hello 你好' }, false],
    ['three foreign characters', { text: 'hello 你好吗' }, true],
    ['English', { text: 'Launching a new token today' }, false],
    ['accented Latin', { text: 'café déjà vu señor' }, false],
    [
      'a foreign quote under an English post',
      { text: 'look', quotedTweet: { text: '新代币来了' } },
      true,
    ],
    ['a foreign reply parent', { text: 'yes', replyTo: { text: 'Привет всем' } }, true],
    ['a site message', { text: '这是一个新的代币', isSiteMessage: true }, false],
    ['an external message', { text: '这是一个新的代币', isExternal: true }, false],
    ['an external_message type', { text: '这是一个新的代币', type: 'external_message' }, false],
    ['a deleted post', { text: '这是一个新的代币', isDeleted: true }, false],
    ['a deleted entry by its id', { id: 'deleted_1', text: '这是一个新的代币' }, false],
    ['a time market alert', { text: '这是一个新的代币', type: 'TIME_MARKET' }, false],
  ];
  it.each(cases)('%s → %s', (_name, post, expected) => {
    expect(isTranslatable(post)).toBe(expected);
  });

  it('counts characters, not words', () => {
    expect(countForeignCharacters('abc 一二三 def')).toBe(3);
  });
});

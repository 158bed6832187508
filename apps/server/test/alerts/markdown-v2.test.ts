import { describe, expect, it } from 'vitest';
import { checkMarkdownV2 } from './markdown-v2.ts';

// Cases from tdlib's own tests of its MarkdownV2 parser (td/test/message_entities.cpp).
const PREFIX = "Bad Request: can't parse entities: ";

describe('checkMarkdownV2 (the fake Telegram’s parser)', () => {
  it.each([...']()>#+-=|{}.!'])('refuses an unescaped %s and accepts it escaped', (c) => {
    expect(checkMarkdownV2(`a${c}`)).toEqual({
      ok: false,
      description: `${PREFIX}Character '${c}' is reserved and must be escaped with the preceding '\\'`,
    });
    expect(checkMarkdownV2(`a\\${c}`)).toEqual({ ok: true, visible: `a${c}` });
  });

  it.each([
    ['🏟 🏟_abacaba', "Can't find end of Italic entity at byte offset 9"],
    ['🏟 🏟_abac * asd ', "Can't find end of Bold entity at byte offset 15"],
    ['🏟 🏟`', "Can't find end of Code entity at byte offset 9"],
    ['🏟 🏟```a', "Can't find end of Pre entity at byte offset 9"],
    ['🏟 🏟```a ', "Can't find end of PreCode entity at byte offset 9"],
    ['🏟 🏟__🏟 🏟_', "Can't find end of Italic entity at byte offset 20"],
    ['🏟 🏟_🏟 🏟__', "Can't find end of Underline entity at byte offset 19"],
    ['[telegram\\.org](asd\\)', "Can't find end of a URL at byte offset 16"],
    ['🏟 🏟||test\\|', "Can't find end of Spoiler entity at byte offset 9"],
    ['🏟 🏟![👍]', 'Custom emoji entity must contain a tg://emoji URL'],
    ['>\n*a*>2', "Character '>' is reserved and must be escaped with the preceding '\\'"],
  ])('refuses %j', (text, why) => {
    expect(checkMarkdownV2(text)).toEqual({ ok: false, description: PREFIX + why });
  });

  it.each([
    ['\\\\', '\\'],
    ['\\\\\\', '\\\\'],
    ['\\\\\\a\\b\\c\\1\\➡️\\', '\\abc1\\➡️\\'],
    ['🏟 🏟_abac \\* asd _', '🏟 🏟abac * asd '],
    ['🏟 🏟_🏟 __🏟___', '🏟 🏟🏟 🏟'],
    ['🏟 🏟```🏟 \\\\\\`🏟```', '🏟 🏟 \\`🏟'],
    ['🏟 🏟```🏟\n🏟```', '🏟 🏟🏟'],
    ['`_* *_`__*` `*__', '_* *_ '],
    ['[telegram\\.org](https://telegram.dog?\\\\\\()', 'telegram.org'],
    ['||test||', 'test'],
    ['>a', 'a'],
    ['abc\n> \n> \n>\ndef', 'abc\n \n \n\ndef'],
    ['🏟 🏟![👍](tg://emoji?id=25)a', '🏟 🏟👍a'],
  ])('parses %j', (text, visible) => {
    expect(checkMarkdownV2(text)).toEqual({ ok: true, visible });
  });
});

import { describe, expect, it } from 'vitest';
import { fromParagraphHtml, toParagraphHtml } from './paragraphs.ts';

describe('toParagraphHtml', () => {
  const cases: Array<[string, string[], string]> = [
    ['no blocks', [], ''],
    ['one block', ['新代币'], '<p>新代币</p>'],
    ['blocks in order', ['пост', 'ответ', 'цитата'], '<p>пост</p><p>ответ</p><p>цитата</p>'],
    [
      'the five HTML characters',
      [`a & b < c > d " e ' f`],
      '<p>a &amp; b &lt; c &gt; d &quot; e &#39; f</p>',
    ],
    [
      'a script tag as text',
      ['<script>alert(1)</script>'],
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    ['an entity as text', ['&amp;'], '<p>&amp;amp;</p>'],
    ['newlines kept', ['line one\nline two'], '<p>line one\nline two</p>'],
    ['an empty block', [''], '<p></p>'],
  ];
  it.each(cases)('%s', (_name, blocks, html) => {
    expect(toParagraphHtml(blocks)).toBe(html);
  });
});

describe('fromParagraphHtml', () => {
  const accepted: Array<[string, string, string[]]> = [
    ['nothing', '', []],
    ['one paragraph', '<p>Hello</p>', ['Hello']],
    ['four paragraphs', '<p>a</p><p>b</p><p>c</p><p>d</p>', ['a', 'b', 'c', 'd']],
    ['whitespace between paragraphs', '\n<p>a</p>\n  <p>b</p>\n', ['a', 'b']],
    ['named entities', '<p>&amp;&lt;&gt;&quot;&apos;</p>', [`&<>"'`]],
    ['decimal and hex entities', '<p>&#39;&#x27;&#X4E2D;&#128640;</p>', ["''中🚀"]],
    ['raw quotes (harmless in text)', `<p>"it's"</p>`, [`"it's"`]],
    ['an empty paragraph', '<p></p>', ['']],
    ['newlines inside a paragraph', '<p>a\nb</p>', ['a\nb']],
  ];
  it.each(accepted)('accepts %s', (_name, html, blocks) => {
    expect(fromParagraphHtml(html)).toEqual(blocks);
  });

  const refused: Array<[string, string]> = [
    ['plain text', 'Hello'],
    ['text outside paragraphs', '<p>a</p>b'],
    ['a script tag', '<script>alert(1)</script>'],
    ['a script inside a paragraph', '<p><script>alert(1)</script></p>'],
    ['an image with onerror', '<p><img src=x onerror=alert(1)></p>'],
    ['an image between paragraphs', '<p>a</p><img src=x onerror=alert(1)><p>b</p>'],
    ['a paragraph attribute', '<p onclick="alert(1)">a</p>'],
    ['a class attribute', '<p class="x">a</p>'],
    ['upper-case tags', '<P>a</P>'],
    ['an unclosed paragraph', '<p>a'],
    ['a nested paragraph', '<p><p>a</p></p>'],
    ['a stray closing tag', '</p>'],
    ['a bold tag', '<p><b>a</b></p>'],
    ['a comment', '<p>a</p><!-- x -->'],
    ['a raw less-than', '<p>a < b</p>'],
    ['a raw greater-than', '<p>a > b</p>'],
    ['a bare ampersand', '<p>fish & chips</p>'],
    ['an unknown entity', '<p>&nbsp;</p>'],
    ['an entity without a semicolon', '<p>&amp</p>'],
    ['a NUL entity', '<p>&#0;</p>'],
    ['a lone surrogate', '<p>&#xD800;</p>'],
    ['past the last code point', '<p>&#x110000;</p>'],
  ];
  it.each(refused)('refuses %s', (_name, html) => {
    expect(fromParagraphHtml(html)).toBeNull();
  });

  it('decodes what toParagraphHtml encodes, for hostile text too', () => {
    const blocks = [
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '&lt; already escaped &#39;',
      '</p><script>alert(1)</script><p>',
      '这是一个新的代币 🚀 "quoted" it\'s',
    ];
    expect(fromParagraphHtml(toParagraphHtml(blocks))).toEqual(blocks);
  });
});

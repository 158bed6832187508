import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors.ts';
import { toParagraphHtml } from './rules/paragraphs.ts';
import { TranslateRequestBody, TranslateResponseBody } from './translate.ts';

/** The sentence the server answers for a body: describeZodError's first issue. */
function refusal(body: unknown): string | null {
  const result = TranslateRequestBody.safeParse(body);
  return result.success ? null : describeZodError(result.error, 'not an object').error;
}

describe('TranslateRequestBody', () => {
  it('accepts a post id and up to four paragraphs', () => {
    const body = { tweetId: ' 1900 ', text: toParagraphHtml(['пост', 'ответ', 'цитата', 'ещё']) };
    expect(TranslateRequestBody.parse(body)).toEqual({ ...body, tweetId: '1900' });
  });

  const refused: Array<[string, unknown, string]> = [
    ['a body that is not an object', ['x'], 'not an object'],
    ['a missing tweetId', { text: '<p>a</p>' }, 'tweetId is required'],
    ['a numeric tweetId', { tweetId: 1900, text: '<p>a</p>' }, 'tweetId must be a string'],
    ['an empty tweetId', { tweetId: '  ', text: '<p>a</p>' }, 'tweetId must not be empty'],
    [
      'a tweetId longer than a post id',
      { tweetId: 'x'.repeat(129), text: '<p>a</p>' },
      'tweetId must be at most 128 characters',
    ],
    ['a missing text', { tweetId: '1' }, 'text is required'],
    ['a text that is an array', { tweetId: '1', text: ['<p>a</p>'] }, 'text must be a string'],
    [
      'a script paragraph',
      { tweetId: '1', text: '<p><script>alert(1)</script></p>' },
      'text must be HTML paragraphs (<p>…</p>) of escaped text and nothing else',
    ],
    [
      'an image tag',
      { tweetId: '1', text: '<img src=x onerror=alert(1)>' },
      'text must be HTML paragraphs (<p>…</p>) of escaped text and nothing else',
    ],
    [
      'no paragraph',
      { tweetId: '1', text: '' },
      'text must hold 1 to 4 paragraphs (post, reply, quote, retweeted quote)',
    ],
    [
      'five paragraphs',
      { tweetId: '1', text: toParagraphHtml(['a', 'b', 'c', 'd', 'e']) },
      'text must hold 1 to 4 paragraphs (post, reply, quote, retweeted quote)',
    ],
    [
      'a megabyte of text',
      { tweetId: '1', text: `<p>${'a'.repeat(1_000_000)}</p>` },
      'text must be at most 30,000 characters',
    ],
  ];
  it.each(refused)('refuses %s', (_name, body, message) => {
    expect(refusal(body)).toBe(message);
  });
});

describe('TranslateResponseBody', () => {
  it('is a success with the translation or a failure with a sentence', () => {
    expect(TranslateResponseBody.parse({ success: true, translation: '<p>Hi</p>' })).toEqual({
      success: true,
      translation: '<p>Hi</p>',
    });
    expect(TranslateResponseBody.parse({ success: false, error: 'No.' })).toEqual({
      success: false,
      error: 'No.',
    });
    expect(TranslateResponseBody.safeParse({ success: true, error: 'No.' }).success).toBe(false);
  });
});

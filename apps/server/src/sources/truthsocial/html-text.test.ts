import { HTML_MARKUP } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it.each([
    ['one paragraph', '<p>gm</p>', 'gm'],
    ['paragraphs become blank-line separated', '<p>one</p><p>two</p>', 'one\n\ntwo'],
    ['<br> is a line break', '<p>one<br>two<br />three</p>', 'one\ntwo\nthree'],
    [
      'named and numeric entities',
      '<p>a &amp; b &lt;3 &quot;q&quot; &#39;s&#x27; &#8217;</p>',
      'a & b <3 "q" \'s\' ’',
    ],
    [
      'links keep their full URL from the invisible spans',
      '<p><a href="https://example.com/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/lo</span><span class="invisible">ng/path</span></a></p>',
      'https://example.com/long/path',
    ],
    [
      'mentions read as @name',
      '<p><span class="h-card"><a href="https://truthsocial.com/@pp" class="u-url mention">@<span>pp</span></a></span> hi</p>',
      '@pp hi',
    ],
    [
      'the quote-inline RT link is dropped, nested spans and all',
      '<p>So true!<span class="quote-inline"><br/>RT: <a href="https://truthsocial.com/@a/1"><span class="invisible">https://</span><span class="ellipsis">truthsocial.com/@a/</span><span class="invisible">1</span></a></span></p>',
      'So true!',
    ],
    [
      'a link whose text is only the shortened middle reads as its href',
      '<p>New one: <a href="https://dexscreener.com/solana/7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs" rel="nofollow noopener noreferrer" target="_blank"><span class="ellipsis">dexscreener.com/solana/7vfC</span></a></p>',
      'New one: https://dexscreener.com/solana/7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
    ],
    [
      'a link shortened with a typed ellipsis reads as its href',
      '<p><a href="https://www.example.com/a/very/long/path">example.com/a/very/lo…</a>!</p>',
      'https://www.example.com/a/very/long/path!',
    ],
    [
      'an href with an entity in its query is decoded',
      '<p><a href="https://example.com/p?a=1&amp;b=2">https://example.com/p?a=1&amp;b=2</a></p>',
      'https://example.com/p?a=1&b=2',
    ],
    [
      'a named link keeps its words, followed by where it goes',
      '<p><a href="https://example.com/plan">Read the plan</a> now</p>',
      'Read the plan (https://example.com/plan) now',
    ],
    [
      'a link that is not http(s) is only its text',
      '<p><a href="javascript:alert(1)">click</a> <a>bare</a></p>',
      'click bare',
    ],
    [
      'hashtags read as #tag, by class or by rel',
      '<p><a href="https://truthsocial.com/tags/crypto" class="mention hashtag" rel="tag">#<span>crypto</span></a> <a href="https://truthsocial.com/tags/maga" rel="tag">#<span>MAGA</span></a></p>',
      '#crypto #MAGA',
    ],
    [
      'an unclosed link ends at the paragraph',
      '<p><a href="https://example.com/x">example.com/x</p><p>next</p>',
      'https://example.com/x\n\nnext',
    ],
    ['comments vanish', '<p>a<!-- hidden -->b</p>', 'ab'],
    ['non-breaking spaces become spaces', '<p>a&nbsp;b</p>', 'a b'],
    ['empty content', '', ''],
  ])('%s', (_name, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('keeps escaped tags a person typed as text the protocol accepts', () => {
    const text = htmlToText('<p>never paste &lt;script&gt;alert(1)&lt;/script&gt; anywhere</p>');
    expect(text).toBe('never paste <\u200bscript>alert(1)<\u200b/script> anywhere');
    expect(HTML_MARKUP.test(text)).toBe(false);
  });
});

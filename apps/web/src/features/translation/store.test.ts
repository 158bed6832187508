import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fake-fetch.ts';
import { createTranslationStore, TRANSLATIONS_KEPT, textBlocks } from './store.ts';

describe('textBlocks', () => {
  it('takes the non-empty blocks in order post, reply, quote, retweeted quote', () => {
    const post = makePost({
      text: 'пост',
      replyTo: { text: 'ответ' },
      quotedTweet: { text: '' },
      retweetedQuote: { text: 'цитата' },
    });
    expect(textBlocks(post)).toEqual([
      { block: 'post', text: 'пост' },
      { block: 'reply', text: 'ответ' },
      { block: 'retweetedQuote', text: 'цитата' },
    ]);
  });

  it('skips a post text that is only whitespace', () => {
    expect(textBlocks(makePost({ text: ' \n', quotedTweet: { text: '引用' } }))).toEqual([
      { block: 'quote', text: '引用' },
    ]);
  });
});

describe('translation store', () => {
  it('fails at once without a session, without calling the server', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    const translations = createTranslationStore();
    const post = makePost({ text: '新代币' });
    await translations.translate(post, null);
    expect(translations.store.getState().entries[post.id]).toEqual({ status: 'failed' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server once per post', async () => {
    const fetch = stubFetch(() => jsonResponse({ success: true, translation: '<p>New</p>' }));
    const translations = createTranslationStore();
    const post = makePost({ text: '新代币' });
    await Promise.all([translations.translate(post, 's'), translations.translate(post, 's')]);
    await translations.translate(post, 's');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(translations.store.getState().entries[post.id]).toEqual({
      status: 'translated',
      blocks: { post: 'New' },
    });
  });

  it(`keeps the ${TRANSLATIONS_KEPT} most recent posts`, async () => {
    stubFetch(() => jsonResponse({ success: true, translation: '<p>New</p>' }));
    const translations = createTranslationStore();
    const posts = Array.from({ length: TRANSLATIONS_KEPT + 1 }, () => makePost({ text: '新代币' }));
    for (const post of posts) await translations.translate(post, 's');
    const ids = Object.keys(translations.store.getState().entries);
    expect(ids).toHaveLength(TRANSLATIONS_KEPT);
    expect(ids).not.toContain(posts[0]?.id);
    expect(ids).toContain(posts.at(-1)?.id);
  });
});

import { describe, expect, it } from 'vitest';
import { TranslationCache } from './cache.ts';

describe('TranslationCache', () => {
  it('keys by post id and by the text sent', () => {
    const key = TranslationCache.key('1900', '<p>新代币</p>');
    expect(TranslationCache.key('1900', '<p>新代币</p>')).toBe(key);
    expect(TranslationCache.key('1900', '<p>другой</p>')).not.toBe(key);
    expect(TranslationCache.key('1901', '<p>新代币</p>')).not.toBe(key);
  });

  it('keys a text by its languages, apart from every post id', () => {
    const zh = TranslationCache.textKey('Moon Dog', { source: 'EN', target: 'ZH' });
    expect(TranslationCache.textKey('Moon Dog', { source: 'EN', target: 'ZH' })).toBe(zh);
    expect(TranslationCache.textKey('Moon Dog', { target: 'ZH' })).not.toBe(zh);
    expect(TranslationCache.textKey('Moon Dog', { source: 'EN', target: 'JA' })).not.toBe(zh);
    expect(TranslationCache.textKey('Moon Cat', { source: 'EN', target: 'ZH' })).not.toBe(zh);
    expect(zh.startsWith('text:')).toBe(true);
    expect(TranslationCache.key('text:1', 'Moon Dog').startsWith('post:')).toBe(true);
  });

  it('drops the least recently used entry past the entry limit', () => {
    const cache = new TranslationCache({ entries: 2, characters: 1000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('drops old entries past the character limit, and never keeps one larger than it', () => {
    const cache = new TranslationCache({ entries: 10, characters: 10 });
    cache.set('a', 'x'.repeat(6));
    cache.set('b', 'y'.repeat(6));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyyyy');
    cache.set('huge', 'z'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyyyy');
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new TranslationCache({ entries: 10, characters: 10 });
    cache.set('a', 'x'.repeat(6));
    cache.set('a', 'y'.repeat(6));
    cache.set('b', 'z'.repeat(4));
    expect(cache.get('a')).toBe('yyyyyy');
    expect(cache.get('b')).toBe('zzzz');
  });
});

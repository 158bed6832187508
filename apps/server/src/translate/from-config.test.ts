import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DeepLTranslator } from './deepl.ts';
import { translatorFromConfig } from './from-config.ts';
import { LibreTranslateTranslator } from './libretranslate.ts';

const KEY = '0f2c9a4e-1b7d-4c3a-9e8f-000000000000:fx';

describe('translation configuration', () => {
  const cases: Array<[string, Record<string, string>, unknown]> = [
    ['nothing set', {}, { provider: 'none' }],
    [
      'LibreTranslate',
      { LIBRETRANSLATE_URL: 'https://lt.example.com', LIBRETRANSLATE_API_KEY: 'k' },
      { provider: 'libretranslate', url: 'https://lt.example.com', apiKey: 'k' },
    ],
    ['DeepL', { DEEPL_API_KEY: KEY }, { provider: 'deepl', apiKey: KEY, apiUrl: undefined }],
    [
      'both: DeepL wins',
      {
        DEEPL_API_KEY: KEY,
        DEEPL_API_URL: 'http://127.0.0.1:9',
        LIBRETRANSLATE_URL: 'https://lt.example.com',
      },
      { provider: 'deepl', apiKey: KEY, apiUrl: 'http://127.0.0.1:9' },
    ],
    ['empty values as unset', { DEEPL_API_KEY: '', LIBRETRANSLATE_URL: '' }, { provider: 'none' }],
  ];
  it.each(cases)('%s', (_name, env, translation) => {
    expect(loadConfig(env).translation).toEqual(translation);
  });

  const refused: Array<[string, Record<string, string>, string]> = [
    [
      'a LibreTranslate URL that is not http(s)',
      { LIBRETRANSLATE_URL: 'ftp://lt.example.com' },
      'LIBRETRANSLATE_URL: must be an http(s) URL',
    ],
    [
      'a DeepL URL that is not a URL',
      { DEEPL_API_KEY: KEY, DEEPL_API_URL: 'deepl' },
      'DEEPL_API_URL: must be an http(s) URL',
    ],
    [
      'a DeepL URL without a key',
      { DEEPL_API_URL: 'https://api.deepl.com' },
      'DEEPL_API_URL: needs DEEPL_API_KEY',
    ],
    [
      'a LibreTranslate key without a URL',
      { LIBRETRANSLATE_API_KEY: 'k' },
      'LIBRETRANSLATE_API_KEY: needs LIBRETRANSLATE_URL',
    ],
  ];
  it.each(refused)('refuses %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('translatorFromConfig', () => {
  it('builds the adapter of the configured provider, and none otherwise', () => {
    expect(translatorFromConfig({ provider: 'none' })).toBeNull();
    expect(
      translatorFromConfig({
        provider: 'libretranslate',
        url: 'https://lt.example.com',
        apiKey: undefined,
      }),
    ).toBeInstanceOf(LibreTranslateTranslator);
    expect(
      translatorFromConfig({ provider: 'deepl', apiKey: KEY, apiUrl: undefined }),
    ).toBeInstanceOf(DeepLTranslator);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogTexts, configurationLeaks, configurationNamesIn } from './configuration-names.ts';

describe('configurationNamesIn', () => {
  it.each([
    [
      'Translation is not configured on this server (set DEEPL_API_KEY or LIBRETRANSLATE_URL).',
      ['DEEPL_API_KEY', 'LIBRETRANSLATE_URL', 'set DEEPL_API_KEY'],
    ],
    [
      'The ingest endpoint is off: set INGEST_TOKEN to turn it on',
      ['INGEST_TOKEN', 'set INGEST_TOKEN'],
    ],
    ['Send your api_key again', ['api_key']],
    ['Check the rpc-url', ['rpc-url']],
    ['Set the environment variable first', ['environment variable']],
    ['Translation failed. Please try again.', []],
    ['Show API Key', []],
    ['Ref set to: ABC', []],
    ['Please set a keybind for this preset', []],
  ])('finds the configuration names in %j', (text, names) => {
    expect(configurationNamesIn(text)).toEqual(names);
  });
});

describe('catalogTexts', () => {
  it('walks strings, nested catalogs and message functions', () => {
    const catalog = {
      plain: 'A sentence.',
      nested: { deeper: 'Another.' },
      made: (what: string) => `Failed: ${what}`,
    };
    expect(catalogTexts(catalog)).toEqual([
      ['plain', 'A sentence.'],
      ['nested.deeper', 'Another.'],
      ['made', 'Failed: sample'],
      ['made', 'Failed: 1'],
    ]);
  });

  it('names each leak by its catalog and key', () => {
    expect(configurationLeaks({ INGEST: { off: 'set INGEST_TOKEN' } })).toEqual([
      'INGEST.off: INGEST_TOKEN',
      'INGEST.off: set INGEST_TOKEN',
    ]);
  });
});

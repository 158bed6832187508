import { toParagraphHtml } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { LibreTranslateTranslator } from './libretranslate.ts';
import { TranslationService } from './service.ts';

describe('TranslationService', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await FakeHttpServer.start((req, res) => {
      const { q } = JSON.parse(req.body) as { q: string[] };
      sendJson(res, 200, { translatedText: q.map((text) => `EN(${text})`) });
    });
  });
  afterAll(() => fake.close());

  it('shares one upstream call between identical requests in flight', async () => {
    const service = new TranslationService(new LibreTranslateTranslator({ url: fake.url }));
    const html = toParagraphHtml(['新代币', 'a < b']);
    const answers = await Promise.all([service.translate('1', html), service.translate('1', html)]);
    expect(answers).toEqual([
      '<p>EN(新代币)</p><p>EN(a &lt; b)</p>',
      '<p>EN(新代币)</p><p>EN(a &lt; b)</p>',
    ]);
    expect(fake.requests).toHaveLength(1);
  });
});

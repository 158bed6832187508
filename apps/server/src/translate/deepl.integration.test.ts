import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { DeepLTranslator, deeplBaseUrl, deeplLanguages } from './deepl.ts';
import { TranslatorError } from './translator.ts';

const KEY = '0f2c9a4e-1b7d-4c3a-9e8f-000000000000';

/** DeepL's documented answer: one translation per text, with the detected language. */
function answerTagged(body: string) {
  const { text } = JSON.parse(body) as { text: string[] };
  return { translations: text.map((t) => ({ detected_source_language: 'ZH', text: `EN: ${t}` })) };
}

describe('deeplBaseUrl', () => {
  it.each([
    [`${KEY}:fx`, 'https://api-free.deepl.com'],
    [KEY, 'https://api.deepl.com'],
  ])('%s → %s', (key, url) => {
    expect(deeplBaseUrl(key)).toBe(url);
  });
});

describe("deeplLanguages (DeepL's documented codes)", () => {
  it.each([
    [{ target: 'EN' }, { target_lang: 'EN' }],
    [
      { source: 'EN', target: 'ZH' },
      { source_lang: 'EN', target_lang: 'ZH-HANS' },
    ],
    [
      { source: 'EN-US', target: 'ZH-HANT' },
      { source_lang: 'EN', target_lang: 'ZH-HANT' },
    ],
    [
      { source: 'ZH-HANS', target: 'EN-GB' },
      { source_lang: 'ZH', target_lang: 'EN-GB' },
    ],
  ])('%j → %j', (languages, codes) => {
    expect(deeplLanguages(languages)).toEqual(codes);
  });
});

describe('DeepLTranslator', () => {
  let fake: FakeHttpServer | undefined;
  afterEach(() => fake?.close());

  it('sends the documented request and keeps the paragraph order', async () => {
    fake = await FakeHttpServer.start((req, res) => sendJson(res, 200, answerTagged(req.body)));
    const translator = new DeepLTranslator({ apiKey: KEY, baseUrl: fake.url });

    await expect(translator.translate(['新代币', 'Привет'])).resolves.toEqual([
      'EN: 新代币',
      'EN: Привет',
    ]);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      text: ['新代币', 'Привет'],
      target_lang: 'EN',
    });
  });

  it('translates into Simplified Chinese from the source given (DA §7)', async () => {
    fake = await FakeHttpServer.start((req, res) => sendJson(res, 200, answerTagged(req.body)));
    const translator = new DeepLTranslator({ apiKey: KEY, baseUrl: fake.url });
    await expect(
      translator.translate(['Moon Dog'], { source: 'EN', target: 'ZH' }),
    ).resolves.toEqual(['EN: Moon Dog']);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      text: ['Moon Dog'],
      source_lang: 'EN',
      target_lang: 'ZH-HANS',
    });
  });

  const failures: Array<[string, number, unknown, string]> = [
    [
      'a refused key',
      403,
      { message: 'Wrong endpoint' },
      'DeepL answered HTTP 403: the API key was refused',
    ],
    [
      'a used-up quota',
      456,
      { message: 'Quota exceeded' },
      'DeepL answered HTTP 456: the character quota is used up',
    ],
    [
      'too many requests',
      429,
      { message: 'Too many requests' },
      'DeepL answered HTTP 429: too many requests',
    ],
    [
      'another error',
      400,
      { message: 'Value for target_lang not supported.' },
      'DeepL answered HTTP 400: Value for target_lang not supported.',
    ],
    ['a 503 without a body', 503, undefined, 'DeepL answered HTTP 503: no reason given'],
    ['an unknown answer', 200, { text: 'hi' }, 'DeepL answered in an unknown format'],
    [
      'fewer translations than texts',
      200,
      { translations: [{ detected_source_language: 'ZH', text: 'hi' }] },
      'DeepL answered 1 translations for 2 paragraphs',
    ],
  ];
  it.each(failures)(
    'turns %s into a clear error naming no key',
    async (_name, status, body, message) => {
      fake = await FakeHttpServer.start((_req, res) => {
        if (body === undefined) res.writeHead(status).end();
        else sendJson(res, status, body);
      });
      const error = await new DeepLTranslator({ apiKey: KEY, baseUrl: fake.url })
        .translate(['a', 'b'])
        .catch((e: unknown) => e);
      expect(error).toEqual(new TranslatorError(message));
      expect((error as Error).message).not.toContain(KEY);
    },
  );

  it('gives up on a service that does not answer', async () => {
    fake = await FakeHttpServer.start(() => {}); // holds every request open
    const translator = new DeepLTranslator({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 50 });
    await expect(translator.translate(['a'])).rejects.toThrow('DeepL did not answer within 0.05 s');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { LibreTranslateTranslator, libreTranslateCodes } from './libretranslate.ts';
import { TranslatorError } from './translator.ts';

/** LibreTranslate's documented answer to an array `q`: one translatedText per entry. */
function answerTagged(body: string) {
  const { q } = JSON.parse(body) as { q: string[] };
  return { translatedText: q.map((text) => `EN: ${text}`), detectedLanguage: q.map(() => ({})) };
}

describe('libreTranslateCodes', () => {
  it.each([
    ['EN', ['en']],
    ['EN-US', ['en']],
    ['ZH', ['zh', 'zh-Hans']],
    ['ZH-HANS', ['zh-Hans', 'zh']],
    ['ZH-HANT', ['zt', 'zh-Hant']],
    ['DE', ['de']],
  ])('%s → %j', (code, codes) => {
    expect(libreTranslateCodes(code)).toEqual(codes);
  });
});

/** An instance that knows only these codes, refusing others the way LibreTranslate does. */
function instanceKnowing(codes: string[]) {
  return FakeHttpServer.start((req, res) => {
    const { q, source, target } = JSON.parse(req.body) as {
      q: string[];
      source: string;
      target: string;
    };
    for (const code of [source, target]) {
      if (code !== 'auto' && !codes.includes(code)) {
        return sendJson(res, 400, { error: `${code} is not supported` });
      }
    }
    sendJson(res, 200, { translatedText: q.map((text) => `${target.toUpperCase()}: ${text}`) });
  });
}

describe('LibreTranslateTranslator', () => {
  let fake: FakeHttpServer | undefined;
  afterEach(() => fake?.close());

  it('sends the documented request and keeps the paragraph order', async () => {
    fake = await FakeHttpServer.start((req, res) => sendJson(res, 200, answerTagged(req.body)));
    const translator = new LibreTranslateTranslator({ url: fake.url, apiKey: 'lt-key' });

    await expect(translator.translate(['新代币', 'Привет'])).resolves.toEqual([
      'EN: 新代币',
      'EN: Привет',
    ]);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/translate');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      q: ['新代币', 'Привет'],
      source: 'auto',
      target: 'en',
      format: 'text',
      api_key: 'lt-key',
    });
  });

  it('sends no api_key without one, and keeps a base path', async () => {
    fake = await FakeHttpServer.start((req, res) => sendJson(res, 200, answerTagged(req.body)));
    await new LibreTranslateTranslator({ url: `${fake.url}/lt/` }).translate(['a']);
    expect(fake.requests[0]?.path).toBe('/lt/translate');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).not.toHaveProperty('api_key');
  });

  it('sends lower-case codes for a text into Chinese (DA §7)', async () => {
    fake = await instanceKnowing(['en', 'zh']);
    const translator = new LibreTranslateTranslator({ url: fake.url });
    await expect(
      translator.translate(['Moon Dog'], { source: 'EN', target: 'ZH' }),
    ).resolves.toEqual(['ZH: Moon Dog']);
    expect(fake.bodies('/translate')).toMatchObject([{ source: 'en', target: 'zh' }]);
  });

  it('asks an instance that spells Chinese zh-Hans with that, and keeps asking so', async () => {
    fake = await instanceKnowing(['en', 'zh-Hans']);
    const translator = new LibreTranslateTranslator({ url: fake.url });
    const chinese = { source: 'EN', target: 'ZH' };
    await expect(translator.translate(['Moon'], chinese)).resolves.toEqual(['ZH-HANS: Moon']);
    await expect(translator.translate(['Dog'], chinese)).resolves.toEqual(['ZH-HANS: Dog']);
    expect(fake.bodies('/translate').map((b) => (b as { target: string }).target)).toEqual([
      'zh',
      'zh-Hans',
      'zh-Hans',
    ]);
  });

  it('reports a language the instance has under no spelling', async () => {
    fake = await instanceKnowing(['en']);
    await expect(
      new LibreTranslateTranslator({ url: fake.url }).translate(['a'], { target: 'ZH' }),
    ).rejects.toThrow(
      new TranslatorError('LibreTranslate answered HTTP 400: zh-Hans is not supported'),
    );
    expect(fake.requests).toHaveLength(2);
  });

  const failures: Array<[string, number, unknown, string]> = [
    [
      'an error answer',
      400,
      { error: 'Invalid request: missing q parameter' },
      'LibreTranslate answered HTTP 400: Invalid request: missing q parameter',
    ],
    [
      'a bad key',
      403,
      { error: 'Invalid API key' },
      'LibreTranslate answered HTTP 403: Invalid API key',
    ],
    ['a 500 without a body', 500, undefined, 'LibreTranslate answered HTTP 500: no reason given'],
    [
      'a single string where an array belongs',
      200,
      { translatedText: 'hi' },
      'LibreTranslate answered in an unknown format',
    ],
    [
      'fewer translations than paragraphs',
      200,
      { translatedText: ['hi'] },
      'LibreTranslate answered 1 translations for 2 paragraphs',
    ],
  ];
  it.each(failures)('turns %s into a clear error', async (_name, status, body, message) => {
    fake = await FakeHttpServer.start((_req, res) => {
      if (body === undefined) res.writeHead(status).end();
      else sendJson(res, status, body);
    });
    const translating = new LibreTranslateTranslator({ url: fake.url }).translate(['a', 'b']);
    await expect(translating).rejects.toThrow(new TranslatorError(message));
  });

  it('names no key in its errors', async () => {
    fake = await FakeHttpServer.start((_req, res) =>
      sendJson(res, 403, { error: 'Invalid API key' }),
    );
    const error = await new LibreTranslateTranslator({ url: fake.url, apiKey: 'secret-lt-key' })
      .translate(['a'])
      .catch((e: unknown) => e);
    expect(String((error as Error).message)).not.toContain('secret-lt-key');
  });

  it('gives up on a service that does not answer', async () => {
    fake = await FakeHttpServer.start(() => {}); // holds every request open
    const translating = new LibreTranslateTranslator({ url: fake.url, timeoutMs: 50 }).translate([
      'a',
    ]);
    await expect(translating).rejects.toThrow('LibreTranslate did not answer within 0.05 s');
  });

  it('reports a service that cannot be reached', async () => {
    fake = await FakeHttpServer.start(() => {});
    const { url } = fake;
    await fake.close();
    fake = undefined;
    await expect(new LibreTranslateTranslator({ url }).translate(['a'])).rejects.toThrow(
      'LibreTranslate could not be reached',
    );
  });
});

import { MESSAGES, TRANSLATE_MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { TRANSLATE_RATE_LIMIT } from './routes.ts';

const PASSWORD = 'translate-text-pass';
const DEEPL_KEY = '0f2c9a4e-1b7d-4c3a-9e8f-000000000000:fx';
const CHINESE = { source_lang: 'EN', target_lang: 'ZH' } as const;

/** A LibreTranslate stand-in: tags each text with the target code, fails the word FAILME. */
function fakeLibreTranslate(): Promise<FakeHttpServer> {
  return FakeHttpServer.start((req, res) => {
    const { q, target } = JSON.parse(req.body) as { q: string[]; target: string };
    if (q.some((text) => text.includes('FAILME'))) {
      return sendJson(res, 500, { error: 'Cannot translate text' });
    }
    sendJson(res, 200, { translatedText: q.map((text) => `${target}(${text})`) });
  });
}

/** A DeepL stand-in answering its documented shape, tagged with the target code. */
function fakeDeepL(): Promise<FakeHttpServer> {
  return FakeHttpServer.start((req, res) => {
    const { text, target_lang } = JSON.parse(req.body) as { text: string[]; target_lang: string };
    sendJson(res, 200, {
      translations: text.map((t) => ({
        detected_source_language: 'EN',
        text: `${target_lang}(${t})`,
      })),
    });
  });
}

async function signedIn(server: TestServer, username: string): Promise<string> {
  await server.addUser(username, PASSWORD);
  return (await server.login(username, PASSWORD)).sessionId;
}

describe.each(storageKinds())('POST /api/translate-text on %s', (kind) => {
  describe('without a translation service', () => {
    let server: TestServer;
    let session: string;
    beforeAll(async () => {
      server = await startTestServer(kind);
      session = await signedIn(server, 'namer');
    });
    afterAll(() => server.close());

    const translate = (body: unknown, sessionId = session) =>
      server.request('POST', '/api/translate-text', body, sessionId);
    const good = { text: 'Moon Dog', ...CHINESE };

    it('needs a session', async () => {
      const none = await translate(good, '');
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ success: false, error: MESSAGES.notLoggedIn });
      const unknown = await translate(good, 'not-a-session');
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual({ success: false, error: MESSAGES.sessionInvalid });
    });

    const bad: Array<[string, unknown, string]> = [
      ['a missing text', { ...CHINESE }, 'text is required'],
      ['a numeric text', { text: 7, ...CHINESE }, 'text must be a string'],
      ['a blank text', { text: '   ', ...CHINESE }, 'text must not be empty'],
      [
        'a text of 2,001 characters',
        { text: 'a'.repeat(2001) },
        'text must be at most 2,000 characters',
      ],
      [
        'a lower-case language',
        { text: 'Moon', target_lang: 'zh' },
        'target_lang must be a language code such as EN or ZH',
      ],
      ['an array body', [good], MESSAGES.bodyNotObject],
    ];
    it.each(bad)('refuses %s with a sentence', async (_name, body, message) => {
      const res = await translate(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: message });
    });

    it('says translation is not available here, naming no setting, never a 500', async () => {
      const res = await translate(good);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, error: TRANSLATE_MESSAGES.notConfigured });
    });

    it('limits each session, counting /api/translate and /api/translate-text together', async () => {
      const eager = await signedIn(server, 'eager');
      const post = { tweetId: '1900', text: '<p>新代币</p>' };
      for (let i = 0; i < TRANSLATE_RATE_LIMIT.max; i += 1) {
        const res =
          i % 2
            ? await translate(good, eager)
            : await server.request('POST', '/api/translate', post, eager);
        expect(res.status).toBe(503);
      }
      const limited = await translate(good, eager);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        success: false,
        error: TRANSLATE_MESSAGES.rateLimited,
      });
      expect((await translate(good)).status).toBe(503);
    });
  });

  describe('with LibreTranslate', () => {
    let fake: FakeHttpServer;
    let server: TestServer;
    let session: string;
    beforeAll(async () => {
      fake = await fakeLibreTranslate();
      server = await startTestServer(kind, { LIBRETRANSLATE_URL: fake.url });
      session = await signedIn(server, 'namer');
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    const translate = (body: unknown) =>
      server.request('POST', '/api/translate-text', body, session);

    it('answers the text in Chinese, asking with LibreTranslate’s lower-case codes', async () => {
      const res = await translate({ text: ' Moon Dog ', ...CHINESE });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, translation: 'zh(Moon Dog)' });
      expect(fake.bodies('/translate').at(-1)).toEqual({
        q: ['Moon Dog'],
        source: 'en',
        target: 'zh',
        format: 'text',
      });
    });

    it('takes EN to ZH when the languages are left out', async () => {
      const res = await translate({ text: 'Sun Cat' });
      expect(await res.json()).toEqual({ success: true, translation: 'zh(Sun Cat)' });
      expect(fake.bodies('/translate').at(-1)).toMatchObject({ source: 'en', target: 'zh' });
    });

    it('caches each answer by its languages', async () => {
      const before = fake.requests.length;
      const first = await (await translate({ text: 'Star Frog', ...CHINESE })).json();
      const again = await (await translate({ text: 'Star Frog', ...CHINESE })).json();
      const japanese = await (await translate({ text: 'Star Frog', target_lang: 'JA' })).json();
      expect(again).toEqual(first);
      expect(japanese).toEqual({ success: true, translation: 'ja(Star Frog)' });
      expect(fake.requests.length - before).toBe(2);
    });

    it('leaves /api/translate translating posts into English', async () => {
      const res = await server.request(
        'POST',
        '/api/translate',
        { tweetId: '3001', text: '<p>新代币</p>' },
        session,
      );
      expect(await res.json()).toEqual({ success: true, translation: '<p>en(新代币)</p>' });
    });

    it('answers 502 when the service fails, its reason kept for the log', async () => {
      const res = await translate({ text: 'FAILME', ...CHINESE });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        success: false,
        error: TRANSLATE_MESSAGES.upstreamFailed,
      });
    });
  });

  describe('with DeepL', () => {
    let fake: FakeHttpServer;
    let server: TestServer;
    let session: string;
    beforeAll(async () => {
      fake = await fakeDeepL();
      server = await startTestServer(kind, { DEEPL_API_KEY: DEEPL_KEY, DEEPL_API_URL: fake.url });
      session = await signedIn(server, 'namer');
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    it('asks DeepL for Simplified Chinese from English', async () => {
      const res = await server.request(
        'POST',
        '/api/translate-text',
        { text: 'Moon Dog', ...CHINESE },
        session,
      );
      expect(await res.json()).toEqual({ success: true, translation: 'ZH-HANS(Moon Dog)' });
      expect(fake.bodies('/v2/translate')).toEqual([
        { text: ['Moon Dog'], source_lang: 'EN', target_lang: 'ZH-HANS' },
      ]);
    });
  });
});

import {
  fromParagraphHtml,
  MESSAGES,
  TRANSLATE_MESSAGES,
  toParagraphHtml,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { TRANSLATE_RATE_LIMIT } from './routes.ts';

const PASSWORD = 'translate-pass';
const PARAGRAPHS_ONLY = 'text must be HTML paragraphs (<p>…</p>) of escaped text and nothing else';

/** A LibreTranslate stand-in: tags each text, and fails any batch holding the word FAILME. */
function fakeLibreTranslate(): Promise<FakeHttpServer> {
  return FakeHttpServer.start((req, res) => {
    const { q } = JSON.parse(req.body) as { q: string[] };
    if (q.some((text) => text.includes('FAILME'))) {
      return sendJson(res, 500, { error: 'Cannot translate text' });
    }
    sendJson(res, 200, { translatedText: q.map((text) => `EN(${text})`) });
  });
}

describe.each(storageKinds())('POST /api/translate on %s', (kind) => {
  describe('without a translation service', () => {
    let server: TestServer;
    let session: string;
    beforeAll(async () => {
      server = await startTestServer(kind);
      await server.addUser('reader', PASSWORD);
      session = (await server.login('reader', PASSWORD)).sessionId;
    });
    afterAll(() => server.close());

    const translate = (body: unknown, sessionId = session) =>
      server.request('POST', '/api/translate', body, sessionId);
    const good = { tweetId: '1900', text: toParagraphHtml(['新代币']) };

    it('needs a session', async () => {
      const none = await translate(good, ''); // no header
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ success: false, error: MESSAGES.notLoggedIn });
      const unknown = await translate(good, 'not-a-session');
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual({ success: false, error: MESSAGES.sessionInvalid });
    });

    const bad: Array<[string, unknown, string]> = [
      [
        'a script paragraph',
        { tweetId: '1', text: '<p><script>alert(1)</script></p>' },
        PARAGRAPHS_ONLY,
      ],
      ['an image tag', { tweetId: '1', text: '<img src=x onerror=alert(1)>' }, PARAGRAPHS_ONLY],
      [
        'a megabyte of text',
        { tweetId: '1', text: `<p>${'a'.repeat(1_000_000)}</p>` },
        'text must be at most 30,000 characters',
      ],
      ['a numeric tweetId', { tweetId: 1900, text: '<p>a</p>' }, 'tweetId must be a string'],
      ['a text array', { tweetId: '1', text: ['<p>a</p>'] }, 'text must be a string'],
      ['a missing text', { tweetId: '1' }, 'text is required'],
      [
        'five paragraphs',
        { tweetId: '1', text: toParagraphHtml(['a', 'b', 'c', 'd', 'e']) },
        'text must hold 1 to 4 paragraphs (post, reply, quote, retweeted quote)',
      ],
      ['an array body', [good], MESSAGES.bodyNotObject],
    ];
    it.each(bad)('refuses %s with a sentence', async (_name, body, message) => {
      const res = await translate(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: message });
    });

    it('leaves a body that is not JSON to the app’s own answer', async () => {
      const res = await translate('{"tweetId": ');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
    });

    it('says translation is not available here, naming no setting', async () => {
      const res = await translate(good);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, error: TRANSLATE_MESSAGES.notConfigured });
    });

    it('limits each session, not everyone', async () => {
      await server.addUser('eager', PASSWORD);
      const eager = (await server.login('eager', PASSWORD)).sessionId;
      for (let i = 0; i < TRANSLATE_RATE_LIMIT.max; i += 1) {
        expect((await translate(good, eager)).status).toBe(503);
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
      await server.addUser('reader', PASSWORD);
      session = (await server.login('reader', PASSWORD)).sessionId;
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    const translate = (tweetId: string, blocks: string[]) =>
      server.request('POST', '/api/translate', { tweetId, text: toParagraphHtml(blocks) }, session);

    it('answers one English paragraph per block, in order', async () => {
      const res = await translate('2001', ['新代币', 'Привет & <пока>']);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { success: true; translation: string };
      expect(body.success).toBe(true);
      expect(fromParagraphHtml(body.translation)).toEqual(['EN(新代币)', 'EN(Привет & <пока>)']);
      expect(fake.bodies('/translate').at(-1)).toMatchObject({ q: ['新代币', 'Привет & <пока>'] });
    });

    it('answers a repeated request from the cache', async () => {
      const before = fake.requests.length;
      const first = await (await translate('2002', ['一二三'])).json();
      const second = await (await translate('2002', ['一二三'])).json();
      expect(second).toEqual(first);
      expect(fake.requests.length - before).toBe(1);
    });

    it('never serves one text’s translation for another sent under the same id', async () => {
      await translate('2003', ['真的']);
      const other = (await (await translate('2003', ['假的'])).json()) as { translation: string };
      expect(fromParagraphHtml(other.translation)).toEqual(['EN(假的)']);
    });

    it('answers 502 when the service fails, its reason kept for the log, and caches no failure', async () => {
      const before = fake.requests.length;
      for (let i = 0; i < 2; i += 1) {
        const res = await translate('2004', ['FAILME 新代币']);
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({
          success: false,
          error: TRANSLATE_MESSAGES.upstreamFailed,
        });
      }
      expect(fake.requests.length - before).toBe(2);
    });
  });
});

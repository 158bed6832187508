import {
  DEFAULT_MEME_WORDS,
  MEME_WORD_MESSAGES,
  MEME_WORDS_PATHS,
  MemeSettingsResponse,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import { startTestServer, type TestServer, waitForEvent } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('meme words on %s', (kind) => {
  let server: TestServer;
  let tia: string;
  let uma: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('tia', PASSWORD);
    await server.addUser('uma', PASSWORD);
    tia = (await server.login('tia', PASSWORD)).sessionId;
    uma = (await server.login('uma', PASSWORD)).sessionId;
  });
  afterAll(() => server.close());

  const call = async (path: string, body: unknown, session = tia) => {
    const answer = await server.request(body === undefined ? 'GET' : 'POST', path, body, session);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const words = async (session = tia) =>
    MemeSettingsResponse.parse((await call(MEME_WORDS_PATHS.get, undefined, session)).body);

  it('starts a trader on the FC §3 default words with highlighting on', async () => {
    expect(await words()).toEqual({ words: [...DEFAULT_MEME_WORDS], enabled: true });
  });

  it('adds a word lowercased and trimmed, for that trader only', async () => {
    const added = await call(MEME_WORDS_PATHS.add, { word: '  PePe ' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ word: 'pepe', enabled: true });
    expect((await words()).words).toEqual([...DEFAULT_MEME_WORDS, 'pepe']);
    expect((await words(uma)).words).toEqual([...DEFAULT_MEME_WORDS]);
  });

  it.each([
    ['', 400, MEME_WORD_MESSAGES.empty],
    ['   ', 400, MEME_WORD_MESSAGES.empty],
    ['$wif', 400, MEME_WORD_MESSAGES.dollar],
    ['two words', 400, MEME_WORD_MESSAGES.oneWord],
    ['COIN', 409, MEME_WORD_MESSAGES.duplicate],
  ])('refuses to add %j with %i and the FC §5 message', async (word, status, error) => {
    const before = await words();
    expect(await call(MEME_WORDS_PATHS.add, { word })).toEqual({ status, body: { error } });
    expect(await words()).toEqual(before);
  });

  it('removes a word, and refuses an unknown one and an empty list with their messages', async () => {
    expect(await call(MEME_WORDS_PATHS.remove, { word: 'nope' }, uma)).toEqual({
      status: 404,
      body: { error: MEME_WORD_MESSAGES.notFound },
    });
    for (const word of DEFAULT_MEME_WORDS) {
      expect((await call(MEME_WORDS_PATHS.remove, { word: word.toUpperCase() }, uma)).status).toBe(
        200,
      );
    }
    expect((await words(uma)).words).toEqual([]);
    expect(await call(MEME_WORDS_PATHS.remove, { word: 'coin' }, uma)).toEqual({
      status: 404,
      body: { error: MEME_WORD_MESSAGES.noWords },
    });
  });

  it('toggles highlighting and keeps the words', async () => {
    const off = await call(MEME_WORDS_PATHS.toggle, { enabled: false });
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    expect(await words()).toMatchObject({
      enabled: false,
      words: expect.arrayContaining(['pepe']),
    });
    await call(MEME_WORDS_PATHS.toggle, { enabled: true });
    expect((await words()).enabled).toBe(true);
  });

  it('loses no word when two windows add at once', async () => {
    const typed = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
    const answers = await Promise.all(typed.map((word) => call(MEME_WORDS_PATHS.add, { word })));
    expect(answers.map((a) => a.status)).toEqual(typed.map(() => 200));
    expect((await words()).words).toEqual(expect.arrayContaining(typed));
  });

  it('sends the new settings to every window of that trader', async () => {
    const tiaWindow = await connectChatUser(server, 'tia');
    const umaWindow = await connectChatUser(server, 'uma');
    const heardByUma: unknown[] = [];
    umaWindow.socket.on('meme_words', (payload) => heardByUma.push(payload));
    const heard = waitForEvent(tiaWindow.socket, 'meme_words', (p) => p.words.includes('zeta'));
    await call(MEME_WORDS_PATHS.add, { word: 'zeta' });
    expect((await heard).enabled).toBe(true);
    expect(heardByUma).toEqual([]);
  });

  it('refuses a caller without a session, and malformed or hostile bodies, with a message', async () => {
    expect((await call(MEME_WORDS_PATHS.get, undefined, '')).status).toBe(401);
    expect((await call(MEME_WORDS_PATHS.add, { word: 'x' }, 'not-a-session')).status).toBe(401);
    for (const body of [{}, { word: 42 }, { word: 'x'.repeat(300) }, [], 'word']) {
      const answer = await call(MEME_WORDS_PATHS.add, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await call(MEME_WORDS_PATHS.toggle, { enabled: 'yes' })).body).toMatchObject({
      error: 'enabled must be true or false',
    });
    const hostile = await call(MEME_WORDS_PATHS.add, { word: '<script>alert(1)</script>' });
    expect(hostile.status).toBe(200);
    expect((await words()).words).toContain('<script>alert(1)</script>');
  });
});

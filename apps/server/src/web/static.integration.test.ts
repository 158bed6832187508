import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';

const INDEX = '<!doctype html><title>Launchdeck</title><div id="root"></div>';

describe('the web app behind client routes', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'launchdeck-web-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    server = await startTestServer('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/@frog', '/@Frog123/', '/adminpanel111'])('serves index.html at %s', async (route) => {
    const res = await fetch(`${server.url}${route}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers an unknown API path with a 404, not the page', async () => {
    const res = await fetch(`${server.url}/api/@frog`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MEDIA_FETCH_HOSTS, registerSecurityHeaders } from './security.ts';

async function cspDirectives(): Promise<Map<string, string[]>> {
  const app = Fastify();
  await registerSecurityHeaders(app);
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  it('allows scripts, styles and sockets from our origin only', async () => {
    const csp = await cspDirectives();
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('opens fetch to the platforms media hosts only, for image downloads', async () => {
    const csp = await cspDirectives();
    expect(csp.get('connect-src')).toEqual(["'self'", ...MEDIA_FETCH_HOSTS]);
    expect(csp.get('connect-src')).not.toContain('https:');
  });
});

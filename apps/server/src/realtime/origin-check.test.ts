import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin-check.ts';

const allowed = new Set(['https://launchdeck.example', 'http://127.0.0.1:3000']);

describe('isAllowedOrigin', () => {
  it.each([
    ['no Origin header (a Node client, a bot)', undefined, true],
    ['the public origin', 'https://launchdeck.example', true],
    ['the public origin in capitals', 'HTTPS://LaunchDeck.example', true],
    ['the listen address', 'http://127.0.0.1:3000', true],
    ['another site', 'https://evil.example', false],
    ['the public host over http', 'http://launchdeck.example', false],
    ['the public host on another port', 'https://launchdeck.example:8443', false],
    ['a look-alike subdomain', 'https://launchdeck.example.evil.example', false],
    ['an opaque origin (sandboxed frame, file page)', 'null', false],
    ['an empty Origin', '', false],
  ])('%s → %s', (_name, origin, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected);
  });
});

import { readFileSync } from 'node:fs';

/** The recorded-format payloads, one folder per platform. */
const FIXTURES = new URL('fixtures/', import.meta.url);

/**
 * A recorded-format payload from fixtures/, as the connector would receive it: parsed JSON of
 * unknown shape. (JSON imports are outside the server's tsconfig project, hence reading.)
 */
export function loadFixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8'));
}

/** A fixture's raw text, for streams replayed byte for byte. */
export function loadFixtureText(path: string): string {
  return readFileSync(new URL(path, FIXTURES), 'utf8');
}

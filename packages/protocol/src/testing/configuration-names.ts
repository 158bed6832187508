/**
 * The check behind "no configuration name reaches a trader": the operator's settings (environment
 * variables, a provider's setting) belong in the log and the README, never in a sentence a trader
 * reads.
 */

// An environment variable (DEEPL_API_KEY), an instruction to set one ("set INGEST_TOKEN"), a
// provider's own setting name (api_key, auth_key, rpc_url) or the word for them.
const CONFIGURATION_NAMES = [
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g,
  /\bset [A-Z][A-Za-z0-9_]*[_A-Z]\b/g,
  /\b(?:api|auth|secret)[_-]key\b/gi,
  /\brpc[_-]url\b/gi,
  /\benvironment variables?\b/gi,
];

/** The configuration names a text holds; empty when it names none. */
export function configurationNamesIn(text: string): string[] {
  return CONFIGURATION_NAMES.flatMap((pattern) => text.match(pattern) ?? []);
}

/** Arguments a message function is called with: strings first, then numbers. */
const SAMPLE_ARGUMENTS: readonly (readonly unknown[])[] = [
  ['sample', 'sample', 'sample'],
  [1, 1, 1],
];

function sampled(message: (...args: unknown[]) => unknown): string[] {
  return SAMPLE_ARGUMENTS.flatMap((args) => {
    try {
      const text = message(...args);
      return typeof text === 'string' ? [text] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Every sentence of a message catalog (`{key: 'text' | (…) => 'text' | {…}}`), each keyed by its
 * path; a message function is called with sample arguments so its fixed words are checked too.
 */
export function catalogTexts(catalog: unknown, path = ''): [string, string][] {
  if (typeof catalog === 'string') return [[path, catalog]];
  if (typeof catalog === 'function')
    return sampled(catalog as (...args: unknown[]) => unknown).map((text) => [path, text]);
  if (typeof catalog !== 'object' || catalog === null) return [];
  return Object.entries(catalog).flatMap(([key, value]) =>
    catalogTexts(value, path ? `${path}.${key}` : key),
  );
}

/** The sentences of the named catalogs that hold a configuration name, as `catalog.key: name`. */
export function configurationLeaks(catalogs: Readonly<Record<string, unknown>>): string[] {
  return catalogTexts(catalogs).flatMap(([path, text]) =>
    configurationNamesIn(text).map((name) => `${path}: ${name}`),
  );
}

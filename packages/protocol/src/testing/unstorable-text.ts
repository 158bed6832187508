/** Fuzz data for the storable-text rule: payloads with NUL or half a surrogate pair in one field. */

/** What storage cannot hold: NUL, a lone high surrogate, a lone low surrogate. */
export const UNSTORABLE_CHARACTERS = ['\u0000', '\ud83d', '\ude80'] as const;

/** A small deterministic generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Path = (string | number)[];

/** The path of every string in a JSON value. */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

function replaceAt(value: unknown, path: Path, replace: (text: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replace);
  return copy;
}

export type UnstorableVariant = {
  /** The spoilt field, as describeZodError names it (`author.handle`, `invitedUsers.0`). */
  field: string;
  character: (typeof UNSTORABLE_CHARACTERS)[number];
  payload: unknown;
};

/**
 * For every string of a valid sample and every unstorable character, a copy of the sample with
 * that character put into that string at a seeded place (start, middle or end).
 */
export function unstorableVariants(sample: unknown, seed: number): UnstorableVariant[] {
  const random = seededRandom(seed);
  return stringPaths(sample).flatMap((path) =>
    UNSTORABLE_CHARACTERS.map((character) => ({
      field: path.join('.'),
      character,
      payload: replaceAt(sample, path, (text) => {
        const at = Math.floor(random() * (text.length + 1));
        return `${text.slice(0, at)}${character}${text.slice(at)}`;
      }),
    })),
  );
}

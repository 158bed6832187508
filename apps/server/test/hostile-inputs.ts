import { hostileUnicode } from '@launchdeck/protocol/testing';
import fc from 'fast-check';

/*
 * Issue 47 item 5: hostile input for the property tests of the doors (every HTTP route and
 * socket event). Headers are what Node's HTTP client can put on the wire; bodies and payloads are
 * anything JSON can carry, shaped by the route's or event's JSON Schema so they get past the first
 * checks, and bent where it hurts: lengths, look-alikes, lone surrogates, depth.
 */

/**
 * One seed for every property: a failure in CI reproduces on any machine. PROPERTY_SEED and
 * PROPERTY_RUNS_SCALE in the environment are for a longer search by hand, never for CI.
 */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 46047);

/** A property's number of runs, times PROPERTY_RUNS_SCALE when set (a soak by hand). */
export const runs = (count: number) =>
  Math.max(1, Math.round(count * Number(process.env.PROPERTY_RUNS_SCALE ?? 1)));

/** PROPERTY_SEED varied by a name (a route, an event), so each property meets inputs of its own. */
export function seedFor(name: string): number {
  let hash = PROPERTY_SEED;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/** A JSON Schema as zod writes it (z.toJSONSchema and the OpenAPI document): what we read of it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
};

/** The bytes a header value may hold on the wire from Node's clients: tab, 0x20–0xFF but DEL. */
const HEADER_BYTE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Whether undici (fetch) and node:http will send `value` as a header value as it is. */
export const isSendableHeader = (value: string) => HEADER_BYTE.test(value);

/** A header value as the server reads it: HTTP strips the optional whitespace around it. */
export const receivedHeader = (value: string) => value.replace(/^[\t ]+|[\t ]+$/g, '');

/** Text as the bytes of its UTF-8 encoding, one latin1 character a byte (how a header carries it). */
export const asHeaderBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const headerChar = fc
  .oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0x80, max: 0xff }),
    fc.constant(0x09),
  )
  .map((code) => String.fromCharCode(code));

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64urlChar = fc.constantFrom(...BASE64URL);

/** Ids of the right alphabet and about the right length: the shape of a session id, no session. */
export const madeUpSessionId = fc.oneof(
  fc.string({ unit: base64urlChar, minLength: 43, maxLength: 43 }),
  fc.string({ unit: base64urlChar, minLength: 40, maxLength: 46 }),
);

/** Any header value Node's clients will send: every byte but CR, LF, NUL and DEL, up to ~8 KB. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: headerChar, maxLength: 64 }) },
  { weight: 2, arbitrary: madeUpSessionId },
  { weight: 1, arbitrary: fc.string({ unit: headerChar, minLength: 1000, maxLength: 8000 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('A', '\u00a0', 'é', '-', ' a'), fc.integer({ min: 44, max: 8000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'null',
      'undefined',
      '[object Object]',
      '0',
      '-1',
      'true',
      'Bearer',
      'Bearer ',
      'Bearer  x',
      'bearer x',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer ../../etc/passwd',
      '*',
      '%00',
      '\u00ff\u00fe',
      "' OR '1'='1",
    ),
  },
  { weight: 1, arbitrary: hostileUnicode.map(asHeaderBytes).filter(isSendableHeader) },
);

/** A Bearer credential gone wrong: the scheme right, the token anything. */
export const hostileAuthorization: fc.Arbitrary<string> = fc.oneof(
  hostileHeaderValue,
  hostileHeaderValue.map((token) => `Bearer ${token}`).filter(isSendableHeader),
  madeUpSessionId.map((token) => `Bearer ${token}`),
);

// Characters that look like a session id's (Cyrillic, Greek, fullwidth, dashes, a ligature).
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u0251'],
  c: ['\u0441'],
  e: ['\u0435'],
  i: ['\u0456', '\u0131'],
  o: ['\u043e', '\u03bf'],
  p: ['\u0440'],
  x: ['\u0445'],
  y: ['\u0443'],
  A: ['\u0410', '\u0391'],
  B: ['\u0412', '\u0392'],
  E: ['\u0415'],
  H: ['\u041d'],
  K: ['\u041a'],
  M: ['\u041c'],
  O: ['\u041e', '0'],
  P: ['\u0420'],
  T: ['\u0422'],
  X: ['\u0425'],
  '0': ['O', '\u041e'],
  '1': ['l', 'I'],
  l: ['1', 'I'],
  I: ['l', '1'],
  '-': ['\u2010', '\u2011', '\u2212', '\u00ad'],
  _: ['\uff3f'],
};
const fullwidth = (char: string) =>
  char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char;

/** What an attacker puts around an id: invisible, spacing and padding characters. */
const PADDING = [
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u2003',
  '\u00a0',
  '\u00a0\u00a0\u00a0',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u3000',
  '\u0301',
  '\u180e',
  '=',
  '==',
  '%20',
  '\t\u00a0',
  ' \u00a0',
  '\u0000',
];

/**
 * Spellings of a real id that are not it: one character swapped for a look-alike or its
 * fullwidth form, padding before or after, a character re-cased, one more or one fewer, two
 * swapped, quoted, doubled. Full Unicode: asHeaderBytes turns one into what a header carries.
 */
export function lookAlikesOf(id: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: id.length - 1 });
  const replaceAt = (i: number, char: string) => `${id.slice(0, i)}${char}${id.slice(i + 1)}`;
  const flip = (char: string) =>
    char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  const lookAlike = fc.tuple(at, fc.nat()).map(([i, pick]) => {
    const char = id[i] ?? 'a';
    const choices = [...(LOOK_ALIKES[char] ?? []), fullwidth(char)];
    return replaceAt(i, choices[pick % choices.length] ?? char);
  });
  // Padding first: the fault of issue 47 (a trimmed lookup, an untrimmed counter).
  const padded = fc
    .tuple(fc.constantFrom(...PADDING), fc.constantFrom('after', 'before', 'both'))
    .map(([pad, where]) =>
      where === 'after' ? `${id}${pad}` : where === 'before' ? `${pad}${id}` : `${pad}${id}${pad}`,
    );
  const spellings = fc.oneof(
    { weight: 4, arbitrary: padded },
    { weight: 2, arbitrary: lookAlike },
    { weight: 1, arbitrary: at.map((i) => replaceAt(i, flip(id[i] ?? 'a'))) },
    { weight: 1, arbitrary: fc.constantFrom(id.toUpperCase(), id.toLowerCase()) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        base64urlChar.map((char) => `${id}${char}`),
        fc.constantFrom(id.slice(1), id.slice(0, -1)),
      ),
    },
    {
      weight: 1,
      arbitrary: at.map(
        (i) => `${id.slice(0, i)}${id[i + 1] ?? ''}${id[i] ?? ''}${id.slice(i + 2)}`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `"${id}"`,
        `${id},${id}`,
        `${id}, ${id}`,
        `${id};`,
        `Bearer ${id}`,
      ),
    },
  );
  return spellings.filter((spelling) => spelling !== id);
}

/**
 * A look-alike of `id` as a header carries it: its characters as single latin1 bytes when they
 * fit (the 0xA0 of a non-breaking space), else as UTF-8 bytes; only what a client can send.
 */
export function headerLookAlikesOf(id: string): fc.Arbitrary<string> {
  return fc
    .tuple(lookAlikesOf(id), fc.boolean())
    .map(([spelling, utf8]) => (utf8 ? asHeaderBytes(spelling) : spelling))
    .filter((value) => isSendableHeader(value) && receivedHeader(value) !== id);
}

/** Strings that go wrong in stores, parsers and templates. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202e',
  '\ufeff',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e400',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself, as an attacker sends it.
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'http://127.0.0.1:1/x',
  'http://[::1]:1/',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
];

/** Strings for a string field: hostile text, lengths at and past its bounds, pattern near-misses. */
function hostileString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength, maxLength, pattern } = schema;
  // Plain text within the bounds, so the other fields of a body get their turn to be read.
  const plain = fc.string({
    unit: fc.constantFrom(...BASE64URL),
    minLength: Math.min(minLength ?? 1, 64),
    maxLength: Math.max(Math.min(maxLength ?? 24, 24), Math.min(minLength ?? 1, 64)),
  });
  const choices: fc.Arbitrary<string>[] = [
    plain,
    hostileUnicode,
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.constantFrom(...NASTY_STRINGS),
  ];
  if (maxLength !== undefined) {
    // Past the bounds, but never past the 2 MiB body limit (that is its own case).
    const over = Math.min(maxLength + 1, 200_000);
    choices.push(fc.constantFrom('a'.repeat(Math.min(maxLength, 200_000)), '\u00e9'.repeat(over)));
  }
  if (minLength !== undefined && minLength > 0)
    choices.push(fc.constant('a'.repeat(minLength - 1)));
  if (pattern !== undefined) {
    try {
      const matching = fc.stringMatching(new RegExp(pattern), { size: 'small' });
      choices.push(
        matching,
        matching.map((text) => `${text}\u00a0`),
        matching.map((t) => ` ${t}`),
      );
    } catch {
      // A pattern fast-check cannot generate from: the other choices stand.
    }
  }
  return fc.oneof(...choices);
}

/** Numbers at and past a field's bounds, and the ones JSON and JavaScript disagree on. */
function hostileNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum]
    .filter((bound): bound is number => bound !== undefined)
    .flatMap((bound) => [bound, bound - 1, bound + 1, bound + 0.5]);
  const { minimum = -1e6, maximum = 1e6, exclusiveMinimum } = schema;
  const low = exclusiveMinimum ?? minimum;
  const within = fc.integer({
    min: Math.ceil(Math.max(low + (exclusiveMinimum === undefined ? 0 : 1), -1e9)),
    max: Math.floor(Math.min(maximum, 1e9)),
  });
  return fc.oneof(
    within,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(
      0,
      -1,
      0.1,
      2 ** 31,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      -1e308,
      5e-324,
      ...bounds,
    ),
  );
}

/** Keys an object should not be trusted with. */
const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'sessionId', '', '\u0000'),
);

/** `arbitrary`'s values once in `odds + 1` runs, else null (fc.option's freq is the other way). */
export const rarely = <T>(arbitrary: fc.Arbitrary<T>, odds: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: odds, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Any JSON-able value, small: the wrong type for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [[]], { '': null }),
);

/** An object with its own `__proto__` key, as JSON.parse would make one. */
const withOwnProto = (value: Record<string, unknown>, proto: unknown) => {
  const copy = { ...value };
  Object.defineProperty(copy, '__proto__', { value: proto, enumerable: true, writable: true });
  return copy;
};

/**
 * Values shaped like `schema`: mostly of its types, with hostile contents and near-miss enum
 * members, required fields dropped now and then, unknown keys added; sometimes a value of the
 * wrong type altogether.
 */
export function shapedLike(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  return fc.oneof(
    { weight: 5, arbitrary: fitting(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const nearMisses = (values: unknown[]) =>
    fc
      .constantFrom(...values)
      .chain((value) =>
        typeof value === 'string'
          ? fc.constantFrom(
              value,
              `${value}\u00a0`,
              value.toUpperCase(),
              `${value}\u200b`,
              ` ${value}`,
            )
          : fc.constantFrom(value, String(value)),
      );
  if (schema.const !== undefined) return nearMisses([schema.const]);
  if (schema.enum?.length) return nearMisses(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shapedLike(s, depth + 1)));
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return hostileValue;
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}

function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return hostileString(schema);
    case 'number':
    case 'integer':
      return hostileNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = shapedLike(schema.items ?? {}, depth + 1);
      const most = Math.min(schema.maxItems ?? 4, 4);
      return fc.oneof(
        fc.array(item, { maxLength: most }),
        // One past the limit, or a thousand items when it has none.
        item.map((one) => Array.from({ length: (schema.maxItems ?? 999) + 1 }, () => one)),
      );
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const fields = properties.map(([key, property]) =>
        fc
          .tuple(fc.nat({ max: 9 }), shapedLike(property, depth + 1))
          .map(([roll, value]) => (roll < (required.has(key) ? 9 : 6) ? [[key, value]] : [])),
      );
      const extra = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 });
      return fc
        .tuple(fc.tuple(...fields), extra, rarely(hostileValue, 7))
        .map(([present, more, proto]) => {
          const value = Object.fromEntries([...present.flat(), ...more]) as Record<string, unknown>;
          return proto === null ? value : withOwnProto(value, proto);
        });
    }
    default:
      return hostileValue;
  }
}

/**
 * Values that mostly fit `schema` (plain text within bounds, pattern matches, enum members,
 * required fields present) with now and then one field hostile: a body that passes the first
 * checks, so what reads it next is exercised too.
 */
export function nearlyFitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  const hostile = shapedLike(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: fits(schema, depth) }, { weight: 1, arbitrary: hostile });
}

function fits(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => nearlyFitting(s, depth + 1)));
  const type = [schema.type ?? []].flat()[0];
  switch (type) {
    case 'string': {
      if (schema.pattern !== undefined) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
        } catch {
          // Not a pattern fast-check generates from: plain text below.
        }
      }
      const least = Math.min(schema.minLength ?? 1, 64);
      return fc.string({
        unit: fc.constantFrom(...BASE64URL),
        minLength: least,
        maxLength: Math.max(least, Math.min(schema.maxLength ?? 16, 16)),
      });
    }
    case 'number':
    case 'integer':
      return hostileNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(nearlyFitting(schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
        fc
          .tuple(fc.boolean(), nearlyFitting(property, depth + 1))
          .map(([kept, value]) => (kept || required.has(key) ? [[key, value]] : [])),
      );
      return fc.tuple(...fields).map((present) => Object.fromEntries(present.flat()));
    }
    default:
      return hostileValue;
  }
}

/** JSON text no serializer writes: depth, lone surrogates as escapes, duplicate keys, junk. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 50, max: 5000 }))
    .map(([open, depth]) => {
      const close = open === '[' ? ']' : '}';
      return `${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`;
    }),
  fc.constantFrom(
    '',
    '{',
    '}',
    '[1,]',
    '{"a":}',
    '{"a":1}garbage',
    '{"a":1}{"b":2}',
    'nul',
    'NaN',
    '\ufeff{}',
    '"\\ud800"',
    '{"username":"\\ud800","password":"\\udfff","sessionId":"\\udc00\\ud800","text":"\\ud83d"}',
    '{"username":"a\\u0000b","password":"\\u0000","text":"\\u0000"}',
    '{"sessionId":"a","sessionId":"b","username":1,"username":"x"}',
    '{"__proto__":{"admin":true,"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
    '{"n":1e400,"m":-0,"big":123456789012345678901234567890}',
    '{"a":"\\x41"}',
    "{'a':1}",
    '{"a":1,}',
    '0',
    '-',
    '[]',
    '{}',
    'null',
    'true',
    '"string"',
  ),
);

/** A request body: the text (or bytes) and the content type it is sent under (none: undefined). */
export type HostileBody = { body: string | Uint8Array; contentType: string | undefined };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json\u00a0',
  'application/jsonx',
  'application/problem+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  ';',
  '',
];

/**
 * A body for a route whose body has `schema` (or none): shaped values as JSON, values of any
 * type, hostile JSON text, bytes that are not UTF-8, strings past the 2 MiB limit; mostly as
 * application/json, sometimes under another content type or none.
 */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(
    { weight: 4, arbitrary: shapedLike(schema ?? {}).map((value) => JSON.stringify(value) ?? '') },
    {
      weight: 4,
      arbitrary: nearlyFitting(schema ?? {}).map((value) => JSON.stringify(value) ?? ''),
    },
    { weight: 2, arbitrary: hostileJsonText },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.anything().map((value) => JSON.stringify(value) ?? 'undefined') },
  );
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.constant(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    fc.constant(Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d])),
  );
  const huge = fc
    .constantFrom(2 * 1024 * 1024 + 1, 3 * 1024 * 1024)
    .map((size) => `{"text":"${'a'.repeat(size)}"}`);
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined) },
    { weight: 1, arbitrary: hostileHeaderValue.filter((value) => value.length < 200) },
  );
  return fc.record({
    body: fc.oneof(
      { weight: 30, arbitrary: text },
      { weight: 2, arbitrary: bytes },
      { weight: 1, arbitrary: huge },
    ),
    contentType,
  });
}

/** Percent-encodes every byte of text's UTF-8 but the unreserved ones (lone surrogates as U+FFFD). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9._~-]/.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** Raw URL pieces a URL parser passes through untouched: bad escapes, dots, overlong UTF-8. */
const RAW_URL_PIECES = [
  '%',
  '%zz',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE',
  ';',
  '%3B',
  '~',
];

/** A value for a path or query parameter, as it goes into the URL. */
export function hostileUrlValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: shapedLike(schema ?? { type: 'string' }).map((v) =>
        percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 4000 }).map((n) => 'a'.repeat(n)) },
  );
}

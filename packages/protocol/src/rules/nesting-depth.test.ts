import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseIncoming } from '../incoming.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { jsonNestsTooDeep, nestsTooDeep } from './nesting-depth.ts';

const MAX = LIMITS.nestingDepthMax;
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

describe('jsonNestsTooDeep', () => {
  it.each([
    ['arrays at the limit', arrays(MAX), false],
    ['arrays one past it', arrays(MAX + 1), true],
    ['objects at the limit', objects(MAX), false],
    ['objects one past it', objects(MAX + 1), true],
    ['arrays 50,000 deep', arrays(50_000), true],
    ['brackets inside a string', `{"text":"${'['.repeat(1000)}"}`, false],
    ['an escaped quote before brackets', `{"text":"\\"${'['.repeat(1000)}"}`, false],
    ['an escaped backslash ending a string', `{"a":"\\\\","b":${arrays(MAX + 1)}}`, true],
    ['a string that never closes', `["${'['.repeat(1000)}`, false],
    ['many shallow siblings', `[${Array(10_000).fill('[1]').join(',')}]`, false],
    ['text that is not JSON', 'not json', false],
  ])('%s', (_name, text, tooDeep) => {
    expect(jsonNestsTooDeep(text)).toBe(tooDeep);
  });
});

describe('nestsTooDeep', () => {
  // Built in the test, not the table: a 50,000-deep value cannot be printed in a title.
  it.each([
    ['arrays at the limit', () => JSON.parse(arrays(MAX)), false],
    ['arrays one past it', () => JSON.parse(arrays(MAX + 1)), true],
    ['objects one past it', () => JSON.parse(objects(MAX + 1)), true],
    ['arrays 50,000 deep', () => JSON.parse(arrays(50_000)), true],
    ['a plain value', () => 'text', false],
    ['a typed array, which is not walked', () => new Uint8Array(1000), false],
  ])('%s', (_name, value, tooDeep) => {
    expect(nestsTooDeep(value())).toBe(tooDeep);
  });
});

describe('parseIncoming', () => {
  it('refuses a value nested too deep with a sentence, before the schema walks it', () => {
    const result = parseIncoming(z.object({ media: z.unknown() }), {
      media: JSON.parse(arrays(50_000)),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.nestedTooDeep);
  });
});

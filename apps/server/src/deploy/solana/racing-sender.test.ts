import { describe, expect, it } from 'vitest';
import { LaunchError } from '../launcher.ts';
import { RacingSender } from './racing-sender.ts';
import type { Sender } from './sender.ts';

const route = (answer: () => Promise<string>, seen: Uint8Array[] = []): Sender => ({
  send: (raw) => {
    seen.push(raw);
    return answer();
  },
});
const never = () => new Promise<string>(() => {});
const signal = new AbortController().signal;

describe('RacingSender', () => {
  it('sends the same bytes on every route and answers with the first that accepts', async () => {
    const seenA: Uint8Array[] = [];
    const seenB: Uint8Array[] = [];
    const sender = new RacingSender([route(never, seenA), route(async () => 'Sig1', seenB)]);
    const raw = new Uint8Array([1, 2, 3]);
    expect(await sender.send(raw, signal)).toBe('Sig1');
    expect(seenA).toEqual([raw]);
    expect(seenB).toEqual([raw]);
  });

  it('succeeds when one route refuses and another accepts', async () => {
    const sender = new RacingSender([
      route(async () => {
        throw new LaunchError('relay down');
      }),
      route(async () => 'Sig2'),
    ]);
    expect(await sender.send(new Uint8Array([1]), signal)).toBe('Sig2');
  });

  it("fails only when every route refuses, with the first route's reason", async () => {
    const sender = new RacingSender([
      route(async () => {
        throw new LaunchError('The wallet does not have enough SOL');
      }),
      route(async () => {
        throw new LaunchError('relay refused');
      }),
    ]);
    await expect(sender.send(new Uint8Array([1]), signal)).rejects.toThrow(
      'The wallet does not have enough SOL',
    );
  });
});

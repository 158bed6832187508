import { describe, expect, it } from 'vitest';
import type { ChannelTarget } from './channels-repository.ts';
import { TargetsCache } from './targets-cache.ts';

const target = (id: string, secret = `secret-${id}`): ChannelTarget => ({
  id,
  kind: 'webhook',
  userId: 1,
  name: id,
  url: `https://${id}.example/hook`,
  secret,
});

/** A channels table that counts its reads; `gate` holds a read until released. */
function table(rows: Map<string, ChannelTarget>) {
  const reads: string[][] = [];
  let gate: Promise<void> | undefined;
  return {
    reads,
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    async targets(ids: string[]) {
      reads.push(ids);
      await gate;
      return new Map(
        ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id) as ChannelTarget]] : [])),
      );
    },
  };
}

describe('TargetsCache', () => {
  it('reads a channel once per rules version, and again once the version moves', async () => {
    const rows = new Map([
      ['a', target('a')],
      ['b', target('b')],
    ]);
    const channels = table(rows);
    const cache = new TargetsCache(channels);
    cache.forVersion(1);
    expect([...(await cache.targets(['a'])).keys()]).toEqual(['a']);
    expect([...(await cache.targets(['a', 'b'])).keys()]).toEqual(['a', 'b']);
    expect(await cache.targets(['a', 'b'])).toEqual(
      new Map([
        ['a', target('a')],
        ['b', target('b')],
      ]),
    );
    expect(channels.reads).toEqual([['a'], ['b']]);
    rows.set('a', target('a', 'rotated'));
    cache.forVersion(2);
    expect((await cache.targets(['a'])).get('a')?.secret).toBe('rotated');
    expect(channels.reads).toHaveLength(3);
  });

  it('answers nothing for a disabled or deleted channel, and forgets one dropped here', async () => {
    const rows = new Map([['a', target('a')]]);
    const channels = table(rows);
    const cache = new TargetsCache(channels);
    cache.forVersion(1);
    expect((await cache.targets(['gone'])).size).toBe(0);
    await cache.targets(['a']);
    cache.drop('a');
    rows.delete('a');
    expect((await cache.targets(['a'])).size).toBe(0);
  });

  it('keeps nothing read while the version moved', async () => {
    const channels = table(new Map([['a', target('a')]]));
    const cache = new TargetsCache(channels);
    cache.forVersion(1);
    const release = channels.hold();
    const reading = cache.targets(['a']);
    cache.forVersion(2);
    release();
    expect((await reading).get('a')).toEqual(target('a'));
    await cache.targets(['a']);
    expect(channels.reads).toEqual([['a'], ['a']]);
  });
});

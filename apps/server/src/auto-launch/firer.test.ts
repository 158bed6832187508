import { AutoLaunchRuleBody, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { InProcessFeedBus } from '../feed/bus.ts';
import type { FeedChange } from '../feed/index.ts';
import { type ArmedRule, ArmedRules, matchOf } from './armed-rules.ts';
import { AutoLaunchFirer, type AutoLaunchFirerDeps } from './firer.ts';
import type { AutoLaunchFiresRepository } from './fires-repository.ts';

const armed = (dryRun: boolean): ArmedRule => {
  const { code: _code, ...rule } = AutoLaunchRuleBody.parse({
    name: 'Frogs',
    trigger: { accounts: ['frogwatch'] },
    action: { mode: 'pump', wallet: 'wk_aaaaaaaaaaaaaaaaaaaaaaaa', buyAmount: 0.1 },
    limits: { perHour: 60, perDay: 500, cooldownSeconds: 0 },
    dryRun,
  });
  return {
    id: 'al_rule0001',
    userId: 1,
    username: 'ann',
    rule,
    version: 1,
    fires: 0,
    recent: [],
    match: matchOf(rule),
    memeWords: [],
  };
};
const post = (): Post => {
  const now = Date.now();
  return makePost({
    text: 'Frog King is here',
    author: { handle: 'frogwatch', name: 'Frog Watch' },
    timing: { source: now - 1_000, sourceFrom: 'id', received: now, published: now },
  });
};
const changeOf = (p: Post): FeedChange => ({ event: { event: 'tweet', payload: p }, post: p });

/** A firer on fakes, its bus, and the order things happened in. */
function setUp(rule: ArmedRule, signAfterMs: number | undefined) {
  const order: string[] = [];
  const fires = {
    claim: async () => ({ claimed: true, taken: true }),
    retake: async () => true,
    ownerAllowed: async () => true,
    settle: async () => {},
  } as unknown as AutoLaunchFiresRepository;
  const deps: AutoLaunchFirerDeps = {
    rules: () => new ArmedRules([rule]),
    repo: { state: async () => undefined },
    fires,
    launch: {
      launch: async (_user, _request, _arrived, onStage) => {
        if (signAfterMs === undefined) await new Promise(() => {});
        await new Promise((resolve) => setTimeout(resolve, signAfterMs));
        order.push('signed');
        onStage?.('signed', 0);
        return { kind: 'launched', results: [], confirmed: Promise.resolve(null) };
      },
    },
    launches: { begin: async () => ({ id: 7 }) as never, find: async () => ({ id: 7 }) as never },
    launchChanged: () => {},
    onFired: (outcome) => order.push(`fired ${outcome.status}`),
    log: pino({ level: 'silent' }),
  };
  const firer = new AutoLaunchFirer(deps);
  const bus = new InProcessFeedBus();
  bus.subscribe(firer.onChanges, { first: true });
  bus.subscribe(() => void order.push('fan-out'));
  return { order, firer, bus };
}

describe('AutoLaunchFirer and the fan-out', () => {
  it('holds a live fire’s post from the fan-out until its launch is signed and sent', async () => {
    const { order, firer, bus } = setUp(armed(false), 5);
    await bus.publish([changeOf(post())]);
    expect(order.indexOf('signed')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('signed')).toBeLessThan(order.indexOf('fan-out'));
    await firer.idle();
    expect(order).toContain('fired launched');
  });

  it('does not hold a post that fires only a dry run, or none', async () => {
    const { order, firer, bus } = setUp(armed(true), 5);
    const published = bus.publish([changeOf(post())]);
    expect(order).toEqual(['fan-out']);
    await published;
    await firer.idle();
    expect(order).toEqual(['fan-out', 'fired dry_run']);
    const other = { ...post(), author: { handle: 'toadwatch', name: 'x' } };
    const quiet = setUp(armed(false), 5);
    void quiet.bus.publish([changeOf(other)]);
    expect(quiet.order).toEqual(['fan-out']);
  });

  it('lets the post go after the hold’s bound when a launch never gets as far as signing', async () => {
    const { order, bus } = setUp(armed(false), undefined);
    const published = bus.publish([changeOf(post())]);
    expect(order).toEqual([]);
    await published;
    expect(order).toEqual(['fan-out']);
  });
});

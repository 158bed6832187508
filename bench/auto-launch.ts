import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTO_LAUNCH_LIMITS } from '@launchdeck/protocol';
import { launchConfig, startFakePlatforms, startTestServer } from '@launchdeck/server/testing';
import type { FireOutcome } from '../apps/server/src/auto-launch/index.ts';
import { closeLaunchers, createLaunchers } from '../apps/server/src/deploy/launchers.ts';
import { type HistoryRow, LaunchesRepository } from '../apps/server/src/launches/index.ts';
import { ingest } from './lib/api.ts';
import { choiceListArg, numberArgs } from './lib/args.ts';
import { BROWSER_THREADS, type BrowserThread, startBrowsers } from './lib/auto-launch-browsers.ts';
import { threadProfiler } from './lib/auto-launch-profile.ts';
import {
  fanOutRatioLines,
  fanOutTable,
  type PhaseReading,
  stats,
  statsTable,
  verdict,
} from './lib/auto-launch-report.ts';
import { sentSignature, watchStored } from './lib/auto-launch-timing.ts';
import { liveWord, setPaused, startRuleTraders, steppedClock } from './lib/auto-launch-traders.ts';
import { PlatformRequests } from './lib/platform-requests.ts';
import { SERVER_ENV } from './lib/process.ts';
import { samplePost } from './lib/sample-post.ts';

/**
 * Issue 53's goals for auto-launch rules, on one node with embedded storage, everything in this
 * process on one clock (performance.now()): the product's server (startTestServer) with the real
 * pump launcher pointed at its loopback fake (startFakePlatforms), `--clients` logged-in
 * Socket.IO feed clients (the browsers), and posts by one account ingested over POST /api/ingest,
 * one every `--interval` ms so no launch waits for another.
 *
 *   - post stored → the platform request sent: stored is the moment ingest hands the committed
 *     post to the feed bus, just before the bus tells auto-launch's firer and then the fan-out
 *     (lib/auto-launch-timing.ts); sent is the first byte of the pump fake's `sendTransaction`
 *     written (undici's diagnostics channels, lib/platform-requests.ts), told to its launch by
 *     the transaction's signature. Goal: p50 ≤ 2 ms, p99 ≤ 10 ms, the rule's wallet prepared
 *     (the module keeps live rules' wallets open). Beside it, the launch's own recorded stages.
 *   - the browsers' fan-out (post stored → each client received it) with `--rules` enabled rules
 *     against none, same server, same clients, same run: rounds of a phase with every trader's
 *     rules paused (none armed) then resumed, `--posts` posts per phase split over `--rounds`;
 *     the ratio is the median of each round's own. Goal: unchanged within noise.
 *
 * The rules: `--rules` live rules (dry run off) on traders with two-factor login, at most 10 each
 * (AUTO_LAUNCH_LIMITS.rulesMax); each trader's first watches the posting account for a word of
 * its own, the rest watch other accounts or words no post has. Each post carries one trader's
 * word, taking turns, so each fires one rule (its limits as high as they go, no cooldown; more
 * traders when the posts would pass 60 an hour a rule).
 *
 * `--clients-in worker` (the default) runs the clients in a thread of their own (same process,
 * same clock: lib/auto-launch-browsers.ts), so their reading and decoding of 1000 copies of each
 * post is not in the server's event loop, as browsers are on other machines; `--clients-in main`
 * puts them in the server's thread, where the launch and the clients' reading take turns.
 * `--profile 1` also prints where this thread's CPU time went in the measured phases, with rules
 * against without (V8's sampling profiler; it slows the run down, so the latencies read higher).
 *
 *   npm run bench:auto-launch -- --posts 160 --clients 1000 --rules 100 --interval 200 --rounds 2 --warmup 10 --settle 500 --fire-every 2 --clients-in worker
 */
const args = numberArgs({
  posts: 160,
  warmup: 10,
  clients: 1000,
  rules: 100,
  interval: 200,
  rounds: 2,
  settle: 500,
  profile: 0,
  'fire-every': 2,
});
/** Every this many posts one carries a live rule's word (fires); the others fire nothing. */
const fireEvery = Math.max(1, Math.round(args['fire-every']));
const clientsIn: BrowserThread =
  choiceListArg('clients-in', BROWSER_THREADS, ['worker'])[0] ?? 'worker';
const GOAL = { p50: 2, p99: 10 };
/** A fan-out ratio within this much of 1 (or the baseline's own round-to-round spread, if wider) is noise. */
const NOISE = 0.1;
const DELIVERY_TIMEOUT_MS = 15_000;

/** One phase of posts: their ids, and what the clients received of them. */
type Phase = {
  rules: boolean;
  ids: string[];
  fanOut: number[];
  ends: Map<string, [number, number]>;
  /** Each post's deliveries, ms after it was stored. */
  byId: Map<string, number[]>;
  /** The posts that carry a live rule's word (with the rules armed, each fires one). */
  firing: Set<string>;
};

async function main() {
  const started = performance.now();
  const loadBefore = loadavg();
  const stored = watchStored();
  const fakes = await startFakePlatforms();
  const launchers = createLaunchers(launchConfig({ ...fakes.config }));
  const requests = new PlatformRequests();
  const clock = steppedClock();
  const outcomes: FireOutcome[] = [];
  const server = await startTestServer(
    'pglite',
    { LOG_LEVEL: 'warn', INGEST_TOKEN: SERVER_ENV.INGEST_TOKEN, DEMO_FEED: 'off' },
    { launchers, now: clock.now, onAutoLaunch: (outcome) => outcomes.push(outcome) },
  );

  const traderCount = Math.max(
    Math.ceil(args.rules / AUTO_LAUNCH_LIMITS.rulesMax),
    Math.ceil((args.warmup + args.posts) / AUTO_LAUNCH_LIMITS.perHourMax),
  );
  const traders = await startRuleTraders(server, clock, traderCount, args.rules);
  let armed = true;
  /** Resumes or pauses every trader's rules, and waits for them to be read and their wallets opened. */
  const arm = async (on: boolean) => {
    if (armed === on) return;
    await setPaused(traders, !on);
    armed = on;
    await server.app.autoLaunch.reload();
    await sleep(args.settle);
  };
  await arm(false);

  await server.addUser('al_bench_reader', 'al-bench-reader-password');
  const { sessionId } = await server.login('al_bench_reader', 'al-bench-reader-password');
  const browsers = await startBrowsers(server.url, args.clients, sessionId, clientsIn);
  const setupSeconds = (performance.now() - started) / 1000;
  requests.start();

  /** Reads what the clients received since the last call into `phase`; answers how many. */
  const collect = async (phase: Phase) => {
    const { ids, at } = await browsers.take();
    let count = 0;
    ids.forEach((id, i) => {
      const ends = phase.ends.get(id);
      const from = stored.storedAt.get(id);
      if (!ends || from === undefined) return;
      const latency = (at[i] as number) - from;
      phase.fanOut.push(latency);
      phase.byId.get(id)?.push(latency);
      ends[0] = Math.min(ends[0], latency);
      ends[1] = Math.max(ends[1], latency);
      count++;
    });
    return count;
  };

  let n = 0;
  /** `count` posts, one every `--interval` ms, the rules armed or not; waits for every delivery and fire. */
  const runPhase = async (rules: boolean, count: number): Promise<Phase> => {
    await arm(rules);
    const phase: Phase = {
      rules,
      ids: [],
      fanOut: [],
      ends: new Map(),
      byId: new Map(),
      firing: new Set(),
    };
    await browsers.take(); // what came before this phase
    let delivered = 0;
    const firesBefore = outcomes.length;
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const wait = start + i * args.interval - performance.now();
      if (wait > 0) await sleep(wait);
      const k = n++;
      const id = `albench-${rules ? 'rules' : 'none'}-${k}`;
      const post = samplePost(id);
      phase.ids.push(id);
      phase.ends.set(id, [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]);
      phase.byId.set(id, []);
      // Every `--fire-every`th post carries a live rule's word: with the rules armed it fires that
      // one; the others match no rule's words (the rules' accounts post them all).
      const fires = k % fireEvery === 0;
      if (fires) phase.firing.add(id);
      const text = fires ? `${post.text} ${liveWord(k % traders.length)}` : post.text;
      await ingest(server.url, { ...post, text });
    }
    const expectedFires = rules ? phase.firing.size : 0;
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
    while (
      (delivered < count * args.clients || outcomes.length - firesBefore < expectedFires) &&
      performance.now() < deadline
    ) {
      await sleep(20);
      delivered += await collect(phase);
    }
    await server.app.autoLaunch.idle();
    if (delivered < count * args.clients)
      throw new Error(`${delivered} of ${count * args.clients} deliveries arrived`);
    const fired = outcomes.length - firesBefore;
    if (fired !== expectedFires)
      throw new Error(
        `${fired} fires for ${expectedFires} firing posts ${rules ? 'with' : 'without'} rules`,
      );
    return phase;
  };

  // Warm-up: both paths, not measured.
  await runPhase(false, args.warmup);
  await runPhase(true, args.warmup);
  const perRound = Math.max(1, Math.round(args.posts / args.rounds));
  const profiler = args.profile ? threadProfiler() : undefined;
  const measuredPhase = (rules: boolean) =>
    profiler
      ? profiler.measure(rules ? 'rules' : 'no rules', () => runPhase(rules, perRound))
      : runPhase(rules, perRound);
  const rounds: { none: Phase; rules: Phase }[] = [];
  for (let r = 0; r < args.rounds; r++) {
    const none = await measuredPhase(false);
    const rules = await measuredPhase(true);
    rounds.push({ none, rules });
  }
  profiler?.close();
  requests.stop();
  const recorded = requests.take();
  await browsers.close();

  // Each measured fire: its launch row, and its send request by the transaction's signature.
  const measuredIds = new Set(rounds.flatMap((r) => r.rules.ids));
  const measured = outcomes.filter((o) => measuredIds.has(o.post.id));
  const launched = measured.filter((o) => o.status === 'launched' && o.launchId !== undefined);
  const rows = new Map<number, HistoryRow>();
  const repo = new LaunchesRepository(server.storage.db);
  for (const found of await repo.byIds(launched.map((o) => o.launchId as number)))
    rows.set(found.id, found);
  const sends = new Map<string, (typeof recorded)[number]>();
  for (const request of recorded) {
    const signature = sentSignature(request);
    if (signature && !sends.has(signature)) sends.set(signature, request);
  }
  const toWire: number[] = [];
  const toCalled: number[] = [];
  /** The launch's 'signed' → its send request's first byte (stored taken as matched: one turn). */
  const signedToWire: number[] = [];
  const stages: Record<string, number>[] = [];
  /** The post's arrival at ingest (timing.received, wall clock, 1 ms steps) → stored. */
  const arrivalToStored: number[] = [];
  let unmatched = 0;
  for (const outcome of launched) {
    const launch = rows.get(outcome.launchId as number);
    const signature = launch?.transactions?.[0];
    const send = signature ? sends.get(signature) : undefined;
    const from = stored.storedAt.get(outcome.post.id);
    if (!launch || !send || from === undefined) {
      unmatched++;
      continue;
    }
    toWire.push(send.sent - from);
    toCalled.push(send.called - from);
    const { matched, signed } = launch.timings;
    if (matched !== undefined && signed !== undefined)
      signedToWire.push(send.sent - from - (signed - matched));
    stages.push(launch.timings);
    const received = outcome.post.timing?.received;
    if (received !== undefined) arrivalToStored.push(performance.timeOrigin + from - received);
  }
  const violations = [...fakes.rpc.violations];

  const load = loadavg();
  const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(
    `bench:auto-launch: ${args.clients} feed clients (${clientsIn === 'worker' ? 'in a thread of their own' : "in the server's thread"}), ` +
      `${args.rules} enabled live pump rules on ${traders.length} traders, ${perRound * args.rounds} posts a phase ` +
      `in ${args.rounds} rounds after ${args.warmup} of warm-up, one every ${args.interval} ms ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s in all, ${setupSeconds.toFixed(0)} s of it setting up; ` +
      `${cpus().length} cores, load average ${loads(loadBefore)} at the start, ${loads(load)} at the end)`,
  );
  console.log(
    'Stored: ingest handed the committed post to the feed bus (performance.now(), just before the bus ' +
      "told auto-launch, then the fan-out). Sent: the first byte of the pump fake's sendTransaction written.\n",
  );

  const wire = stats(toWire);
  console.log(
    statsTable('post stored →', 'launches', [
      ["the send request's first byte written", toWire],
      ['the send request made (fetch called)', toCalled],
    ]),
  );
  console.log(
    `\nGoal, stored → sent with the rule's wallet prepared: p50 ≤ ${GOAL.p50} ms ${verdict(wire.p50, GOAL.p50)}, ` +
      `p99 ≤ ${GOAL.p99} ms ${verdict(wire.p99, GOAL.p99)}; ${launched.length} of ${measured.length} fires launched ` +
      `for ${measuredIds.size} posts` +
      (unmatched > 0 ? `, ${unmatched} launches without their send request found` : '') +
      (violations.length > 0 ? `; the fake refused: ${violations.join('; ')}` : ''),
  );

  console.log(
    "\nThe launches' own stages (launches.timings: ms from the post's arrival at ingest, each from the one before):\n",
  );
  const stage = (from: string | undefined, to: string) =>
    stages.map((t) => (t[to] ?? Number.NaN) - (from ? (t[from] ?? Number.NaN) : 0));
  console.log(
    statsTable('stage', 'launches', [
      ['arrival → matched', stage(undefined, 'matched')],
      ['arrival → stored (bench: timing.received against the clock, ±1 ms)', arrivalToStored],
      ['matched → validated', stage('matched', 'validated')],
      ['validated → prepared', stage('validated', 'prepared')],
      ['prepared → signed', stage('prepared', 'signed')],
      ["signed → the send request's first byte (bench)", signedToWire],
      ['signed → sent (the fake answered)', stage('signed', 'sent')],
      ['matched → sent', stage('matched', 'sent')],
    ]),
  );

  /** The phase's posts that fire (`firing`) or not, as the fan-out table reads them. */
  const reading = (phase: Phase, firing: boolean): PhaseReading => {
    const ids = phase.ids.filter((id) => phase.firing.has(id) === firing);
    return {
      fanOut: ids.flatMap((id) => phase.byId.get(id) ?? []),
      ends: ids.flatMap((id) => {
        const ends = phase.ends.get(id);
        return ends ? [ends] : [];
      }),
      told: ids.map(
        (id) => (stored.toldAt.get(id) ?? Number.NaN) - (stored.storedAt.get(id) ?? Number.NaN),
      ),
    };
  };
  const readingsOf = (firing: boolean) =>
    rounds.map((r) => ({ none: reading(r.none, firing), rules: reading(r.rules, firing) }));
  if (args.clients > 0) {
    const quiet = readingsOf(false);
    console.log(
      `\nThe browsers' fan-out of the posts that fire no rule (every post but each ${fireEvery === 1 ? '' : `${fireEvery}th`}), ` +
        `post stored → each of the ${args.clients} clients received it (ms):\n`,
    );
    if (fireEvery === 1) console.log('(none: --fire-every 1 makes every post fire)');
    else {
      console.log(fanOutTable(quiet, args.rules));
      console.log('');
      for (const line of fanOutRatioLines(quiet, args.rules, NOISE, args.interval))
        console.log(line);
    }
    console.log(
      `\nThe posts a live rule fires on, held from the browsers until the launch is sent (by design; ` +
        'the same posts without rules for comparison):\n',
    );
    console.log(fanOutTable(readingsOf(true), args.rules));
  }
  if (profiler) {
    console.log(
      `\nThis thread's CPU profile (the server${clientsIn === 'main' ? ' and the clients' : ''}), ` +
        'the measured phases, most self time with rules first:\n',
    );
    console.log(profiler.table('rules', 'no rules', perRound * args.rounds));
  }

  stored.stop();
  await server.close();
  closeLaunchers(launchers);
  await fakes.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

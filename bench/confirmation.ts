import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  ANY_WALLET,
  launchConfig,
  makeLaunchContext,
  makeLaunchRequest,
  makeSolanaSigner,
  startFakePlatforms,
} from '@launchdeck/server/testing';
import { closeLaunchers, createLaunchers } from '../apps/server/src/deploy/launchers.ts';
import { numberArgs } from './lib/args.ts';
import { freePort } from './lib/process.ts';
import { summarize } from './lib/stats.ts';

/**
 * What a launch waits for after its send: the chain's confirmation, as the server hears it. The
 * Solana fake confirms each transaction a slot or a few after it arrives (uniform in
 * [--min-delay, --max-delay] ms; 400–1,200 by default), and the product's real launchers wait for
 * it, listening to the node's signature notifications (`SOLANA_WS_URL`), beside the same launchers
 * with the pubsub endpoint unreachable, which poll `getSignatureStatuses` every 400 ms as the
 * product did before (the baseline, in the same run, launches alternating, each pair of launches
 * meeting the same delays). Over `--launches`:
 *   - pump: the transaction confirmed on chain → the launch known confirmed (its confirm resolves);
 *   - bags: the click → its launch transaction sent. Bags builds the launch transaction on the
 *     fee-share config, whose transaction must confirm first; so also the fee-share transaction
 *     confirmed → the launch transaction sent (two Bags calls and the send, beside the wait).
 */
const args = numberArgs({ launches: 30, warmup: 3, 'min-delay': 400, 'max-delay': 1200 });

const fakes = await startFakePlatforms();
const sets = [
  {
    name: 'signature notifications',
    launchers: createLaunchers(launchConfig({ ...fakes.config })),
  },
  {
    // Its pubsub endpoint a free port nothing listens on: these launchers poll.
    name: 'polling every 400 ms (baseline)',
    launchers: createLaunchers(
      launchConfig({ ...fakes.config, solanaWsUrl: `ws://127.0.0.1:${await freePort()}` }),
    ),
  },
];
type Launchers = (typeof sets)[number]['launchers'];

const slot = () => args['min-delay'] + Math.random() * (args['max-delay'] - args['min-delay']);

/** pump: ms from the chain's confirmation to the launch known confirmed. */
async function pumpHeard(launchers: Launchers, delay: number): Promise<number> {
  const context = makeLaunchContext();
  const prepared = await launchers.pump.prepare(makeLaunchRequest(), ANY_WALLET, context);
  fakes.rpc.confirmDelayMs = delay;
  const submitted = await launchers.pump.submit(prepared, makeSolanaSigner(), context);
  await launchers.pump.confirm(submitted, context);
  return performance.now() - (fakes.rpc.confirmsAt.get(submitted.transaction) ?? Number.NaN);
}

/** bags: the click → its launch transaction sent, and the fee share confirmed → that send. */
async function bagsSent(launchers: Launchers, delay: number): Promise<[number, number]> {
  const request = makeLaunchRequest({
    mode: 'bags',
    image: { kind: 'generated', type: 'letter' },
    bags: { creatorBps: 10_000, claimer: null },
  });
  const context = makeLaunchContext();
  const prepared = await launchers.bags.prepare(request, ANY_WALLET, context);
  fakes.rpc.confirmDelayMs = delay;
  const before = fakes.rpc.sent.length;
  const clicked = performance.now();
  await launchers.bags.submit(prepared, makeSolanaSigner(), context);
  const sent = performance.now();
  const feeShare = fakes.rpc.sent[before]?.signature ?? '';
  return [sent - clicked, sent - (fakes.rpc.confirmsAt.get(feeShare) ?? Number.NaN)];
}

const results = sets.map(() => ({
  pump: [] as number[],
  bagsClick: [] as number[],
  bagsAfter: [] as number[],
}));
for (let i = 0; i < args.warmup + args.launches; i++) {
  // Alternating sets and orders, so neither meets the machine's moments more often; both sets
  // meet the same confirmation delays.
  const order = i % 2 === 0 ? [0, 1] : [1, 0];
  const delays = [slot(), slot()] as const;
  for (const s of order) {
    const set = sets[s];
    const result = results[s];
    if (!set || !result) continue;
    const pump = await pumpHeard(set.launchers, delays[0]);
    const [click, after] = await bagsSent(set.launchers, delays[1]);
    if (i < args.warmup) continue;
    result.pump.push(pump);
    result.bagsClick.push(click);
    result.bagsAfter.push(after);
  }
}
for (const set of sets) closeLaunchers(set.launchers);
await fakes.close();

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `bench:confirmation: ${args.launches} launches per platform and set after ${args.warmup} of warm-up, each transaction confirmed ${args['min-delay']}–${args['max-delay']} ms after it reaches the Solana fake (${cpus().length} cores, load average ${load} at the end)\n`,
);
console.log(
  '| how the server hears confirmations | pump: confirmed → known, p50 (ms) | p99 | bags: click → launch sent, p50 (ms) | p99 | bags: fee share confirmed → launch sent, p50 (ms) | p99 |',
);
console.log('|---|---|---|---|---|---|---|');
const f = (n: number) => n.toFixed(1);
results.forEach((result, i) => {
  const pump = summarize(result.pump);
  const click = summarize(result.bagsClick);
  const after = summarize(result.bagsAfter);
  console.log(
    `| ${sets[i]?.name} | ${f(pump.p50)} | ${f(pump.p99)} | ${f(click.p50)} | ${f(click.p99)} | ${f(after.p50)} | ${f(after.p99)} |`,
  );
});
const [watched, polled] = results.map((r) => ({
  pump: summarize(r.pump).p50,
  click: summarize(r.bagsClick).p50,
}));
if (watched && polled)
  console.log(
    `\nAgainst polling, same run (p50): pump's confirmation known ${f(polled.pump - watched.pump)} ms sooner; bags' click → launch sent ${(watched.click / polled.click).toFixed(3)}× (${f(polled.click - watched.click)} ms sooner).`,
  );

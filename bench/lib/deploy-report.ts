import type { DeployMode } from '@launchdeck/protocol';
import type { LaunchTimings } from '../../apps/server/src/deploy/launch-timer.ts';
import { percentile, summarize } from './stats.ts';

/** One launch as the bench saw it; every time in ms, on one clock. */
export type LaunchSample = {
  /** The server's stage timings (ms after the request reached it). */
  timings: LaunchTimings;
  /** The request's arrival → the signed transaction's send request leaving for the platform. */
  leaves: number;
  /** The client's emit → that request leaving. */
  click: number;
  /** Within arrival → 'sent': time with at least one platform request waiting for its answer. */
  waited: number;
  /** The platform calls the click made before 'sent', in order. */
  calls: string[];
  /** The server's own time before each call and, last, from the last answer to 'sent'. */
  gaps: number[];
  /** A Socket.IO echo round trip on the launch's socket, sent as its answer arrived. */
  echo: number;
  /** The same, sent once the launch was confirmed and the server had nothing else to do. */
  quietEcho: number;
};

export type RunKey = { mode: DeployMode; prepared: boolean };

const f = (value: number) => value.toFixed(2);
const p50 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  );
const sentOf = (s: LaunchSample) => s.timings.sent ?? Number.NaN;
const ownOf = (s: LaunchSample) => sentOf(s) - s.waited;
const label = ({ mode, prepared }: RunKey) => `| ${mode} | ${prepared ? 'prepared' : 'cold'} |`;

/** The stages the service marks on the way to the send, each measured from the one before. */
const STAGES = [
  ['arrival → validated', undefined, 'validated'],
  ['→ prepared', 'validated', 'prepared'],
  ['→ signed', 'prepared', 'signed'],
  ['→ sent', 'signed', 'sent'],
] as const;

/**
 * Issue 33's goals for a prepared click: the server's own part ≤ 3 ms p50 on bags and bnb (the
 * platforms need more than one call on the click), and arrival → sent ≤ 15 ms p50 on bnb against
 * its loopback fake. The other platforms keep `goalMs` (the own part's goal, 2 ms unless given).
 */
export type DeployGoals = { ownMs: number; sentMs?: number };

export function goalsOf(mode: DeployMode, goalMs: number): DeployGoals {
  if (mode === 'bnb') return { ownMs: 3, sentMs: 15 };
  if (mode === 'bags') return { ownMs: 3 };
  return { ownMs: goalMs };
}

const verdict = (value: number, goal: number | undefined) =>
  goal === undefined ? '—' : `≤ ${goal}: ${value <= goal ? 'yes' : 'no'}`;

/**
 * The goal's table: click to sent, the platforms' part of it and the server's own, each goal
 * beside its figure (prepared clicks; a cold click has none).
 */
export function goalTable(runs: [RunKey, LaunchSample[]][], goalMs: number): string {
  const rows = runs.map(([key, samples]) => {
    const own = samples.map(ownOf);
    const ownP50 = p50(own);
    const sentP50 = p50(samples.map(sentOf));
    const goals = key.prepared ? goalsOf(key.mode, goalMs) : undefined;
    return `${label(key)} ${samples.length} | ${f(sentP50)} | ${verdict(sentP50, goals?.sentMs)} | ${f(p99(samples.map(sentOf)))} | ${f(p50(samples.map((s) => s.waited)))} | ${p50(samples.map((s) => s.calls.length))} | ${f(ownP50)} | ${verdict(ownP50, goals?.ownMs)} | ${f(p99(own))} |`;
  });
  return [
    "| platform | click | launches | arrival → sent, p50 (ms) | goal | p99 | waiting on the platforms, p50 | platform calls | server's own part, p50 | goal | p99 |",
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The earlier pump bench's measures, for every platform, against the echo baselines. */
export function baselineTable(runs: [RunKey, LaunchSample[]][]): string {
  const rows = runs.map(([key, samples]) => {
    const leaves = summarize(samples.map((s) => s.leaves));
    const click = summarize(samples.map((s) => s.click));
    const echo = p50(samples.map((s) => s.echo));
    const quiet = p50(samples.map((s) => s.quietEcho));
    const own = p50(samples.map(ownOf));
    return `${label(key)} ${f(leaves.p50)} | ${f(leaves.p99)} | ${f(click.p50)} | ${f(click.p99)} | ${f(echo)} | ${(click.p50 / echo).toFixed(2)}× | ${f(quiet)} | ${(own / quiet).toFixed(2)}× |`;
  });
  return [
    '| platform | click | server: arrival → send request leaves, p50 (ms) | p99 | client emit → send request leaves, p50 | p99 | echo as the answer arrives, p50 | click / echo, p50 | quiet echo, p50 | own part / quiet echo, p50 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Where click to sent goes: each stage's p50 and its share of click to sent's p50. */
export function stageTable(runs: [RunKey, LaunchSample[]][]): string {
  const rows = runs.map(([key, samples]) => {
    const total = p50(samples.map(sentOf));
    const cells = STAGES.map(([, from, to]) => {
      const ms = p50(
        samples.map((s) => (s.timings[to] ?? NaN) - (from ? (s.timings[from] ?? NaN) : 0)),
      );
      return `${f(ms)} (${Math.round((ms / total) * 100)} %)`;
    });
    return `${label(key)} ${cells.join(' | ')} |`;
  });
  return [
    `| platform | click | ${STAGES.map(([name]) => `${name}, p50 ms (share)`).join(' | ')} |`,
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The platform calls a click made, as most launches made them, with the server's own time (p50,
 * ms) before each and after the last answer until 'sent'; ∥ marks a call made beside the one
 * before it.
 */
export function callsLine([key, samples]: [RunKey, LaunchSample[]]): string {
  const byCalls = new Map<string, LaunchSample[]>();
  for (const s of samples) {
    const calls = s.calls.join(' ');
    byCalls.set(calls, [...(byCalls.get(calls) ?? []), s]);
  }
  const [, typical = []] = [...byCalls].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const calls = typical[0]?.calls ?? [];
  const gap = (i: number) => {
    const ms = p50(typical.map((s) => s.gaps[i] ?? NaN));
    return ms < 0 ? '∥' : `*${f(ms)}*`;
  };
  const path = calls.map((call, i) => `${gap(i)} ${call}`).join(' → ');
  return `- ${key.mode}, ${key.prepared ? 'prepared' : 'cold'} (${typical.length}/${samples.length} launches): ${path} → ${gap(calls.length)} sent`;
}

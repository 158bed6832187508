import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberArgs } from './lib/args.ts';
import { repoRoot } from './lib/process.ts';
import { measureStart, type ServerEntry, type StartSample } from './lib/server-start.ts';
import { percentile } from './lib/stats.ts';

/**
 * Start-up and memory of the production server on embedded storage: time from spawn to a 200
 * from /api/health with a new data folder (cold) and with the folder the cold start left
 * (warm), and resident memory after idling. The same run measures the server started through
 * tsx (TypeScript compiled at start) as the baseline and prints the ratio.
 */
const args = numberArgs({ runs: 3, idle: 10 });

const baseline: ServerEntry = {
  name: 'tsx (baseline)',
  nodeArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
};
const compiled: ServerEntry = { name: 'compiled', nodeArgs: ['apps/server/dist/main.js'] };

type Runs = { cold: StartSample[]; warm: StartSample[] };

/** Nearest-rank median: with an odd number of runs, the middle run itself. */
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function coldThenWarm(entry: ServerEntry, runs: Runs): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'launchdeck-startup-'));
  try {
    runs.cold.push(await measureStart(entry, dataDir, args.idle));
    runs.warm.push(await measureStart(entry, dataDir, args.idle));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Summary = { coldMs: number; warmMs: number; coldRssMb: number; warmRssMb: number };

function summarize(runs: Runs): Summary {
  return {
    coldMs: median(runs.cold.map((s) => s.msToHealthy)),
    warmMs: median(runs.warm.map((s) => s.msToHealthy)),
    coldRssMb: median(runs.cold.map((s) => s.idleRssMb)),
    warmRssMb: median(runs.warm.map((s) => s.idleRssMb)),
  };
}

function row(cells: string[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(16) : cell.padStart(18))).join('');
}

function print(base: Summary, ours: Summary): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const mb = (value: number) => `${Math.round(value)} MB`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log(
    `\nembedded storage, demo feed on; median of ${args.runs} runs, RSS after ${args.idle} s idle`,
  );
  console.log(
    row(['server', 'cold → healthy', 'warm → healthy', 'idle RSS (cold)', 'idle RSS (warm)']),
  );
  for (const [name, s] of [
    [baseline.name, base],
    [compiled.name, ours],
  ] as const) {
    console.log(row([name, ms(s.coldMs), ms(s.warmMs), mb(s.coldRssMb), mb(s.warmRssMb)]));
  }
  console.log(
    row([
      'ratio',
      ratio(ours.coldMs, base.coldMs),
      ratio(ours.warmMs, base.warmMs),
      ratio(ours.coldRssMb, base.coldRssMb),
      ratio(ours.warmRssMb, base.warmRssMb),
    ]),
  );
}

const build = spawnSync('npm', ['run', 'build', '-w', '@launchdeck/server'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('building the server failed');

const baseRuns: Runs = { cold: [], warm: [] };
const ourRuns: Runs = { cold: [], warm: [] };
for (let run = 1; run <= args.runs; run++) {
  // Alternating the two servers run by run spreads any drift of the machine over both.
  await coldThenWarm(baseline, baseRuns);
  await coldThenWarm(compiled, ourRuns);
  const last = (runs: Runs) => {
    const cold = runs.cold.at(-1);
    const warm = runs.warm.at(-1);
    return `cold ${Math.round(cold?.msToHealthy ?? 0)} ms, warm ${Math.round(warm?.msToHealthy ?? 0)} ms, RSS ${Math.round(warm?.idleRssMb ?? 0)} MB`;
  };
  console.log(`run ${run}: tsx ${last(baseRuns)}; compiled ${last(ourRuns)}`);
}
print(summarize(baseRuns), summarize(ourRuns));

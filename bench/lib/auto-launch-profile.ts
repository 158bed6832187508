import { Session } from 'node:inspector/promises';
import { type FunctionCost, functionCosts } from './cpu-profile.ts';

/**
 * V8's sampling CPU profile of this thread (the server's, the bench's and, with `--clients-in
 * main`, the clients'), taken around the stretches `measure` is given, every function's self and
 * total time summed over them by label: where a phase's time goes, and what another phase adds.
 */
export function threadProfiler() {
  const session = new Session();
  session.connect();
  const totals = new Map<string, Map<string, FunctionCost>>();
  return {
    measure: async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      try {
        return await work();
      } finally {
        const { profile } = await session.post('Profiler.stop');
        const costs = functionCosts(profile as unknown as Parameters<typeof functionCosts>[0]);
        const sum = totals.get(label) ?? new Map<string, FunctionCost>();
        for (const cost of costs) {
          const key = `${cost.name} ${cost.where}`;
          const before = sum.get(key);
          sum.set(key, {
            ...cost,
            selfMs: cost.selfMs + (before?.selfMs ?? 0),
            totalMs: cost.totalMs + (before?.totalMs ?? 0),
          });
        }
        totals.set(label, sum);
      }
    },
    /**
     * The `count` functions of most self time under `label`, each beside its time under `against`
     * (per post: `posts` of each), as table rows.
     */
    table: (label: string, against: string, posts: number, count = 25): string => {
      const ours = [...(totals.get(label)?.values() ?? [])];
      const theirs = totals.get(against);
      const rows = ours
        .sort((a, b) => b.selfMs - a.selfMs)
        .slice(0, count)
        .map((c) => {
          const other = theirs?.get(`${c.name} ${c.where}`);
          const per = (ms: number | undefined) => ((ms ?? 0) / posts).toFixed(3);
          return `| ${c.name} | ${c.where} | ${per(c.selfMs)} | ${per(other?.selfMs)} | ${per(c.totalMs)} |`;
        });
      return [
        `| function | where | self ms a post, ${label} | self, ${against} | total, ${label} |`,
        '|---|---|---|---|---|',
        ...rows,
      ].join('\n');
    },
    close: () => session.disconnect(),
  };
}

import type { Page } from 'playwright-core';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};

type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time of one function in a CPU profile, with where it is and its callers' time. */
export type FunctionCost = { name: string; where: string; selfMs: number; totalMs: number };

/**
 * Records V8's sampling CPU profile of the page while `work` runs and returns every function's
 * self and total time, costliest first. Built unminified, the names are the source's.
 */
export async function profileScript(
  page: Page,
  work: () => Promise<void>,
): Promise<FunctionCost[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  return functionCosts(profile);
}

/** Sums the samples' time per function: self where it was on top, total where it was anywhere. */
export function functionCosts(profile: Profile): FunctionCost[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const key = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.slice(url.lastIndexOf('/') + 1);
    return `${functionName || '(anonymous)'}\t${file}:${lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const top = byId.get(id);
    if (!top) return;
    self.set(key(top), (self.get(key(top)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const k = key(node);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  });
  return [...total].map(([k, totalMs]) => {
    const [name = '', where = ''] = k.split('\t');
    return { name, where, selfMs: self.get(k) ?? 0, totalMs };
  });
}

/** Prints the costliest functions by self time, then by total time. */
export function printFunctionCosts(costs: FunctionCost[], count = 30): void {
  const line = (c: FunctionCost) =>
    `  ${c.selfMs.toFixed(0).padStart(6)} ms self ${c.totalMs.toFixed(0).padStart(6)} ms total  ${c.name}  (${c.where})`;
  console.log('\nLaunchdeck page, costliest functions by self time:');
  for (const c of [...costs].sort((a, b) => b.selfMs - a.selfMs).slice(0, count))
    console.log(line(c));
  console.log('\nLaunchdeck page, costliest functions by total time:');
  for (const c of [...costs].sort((a, b) => b.totalMs - a.totalMs).slice(0, count))
    console.log(line(c));
}

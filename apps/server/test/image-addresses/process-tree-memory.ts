import { readdir, readFile } from 'node:fs/promises';

/** Resident sizes in bytes: a process and its descendants together, and the descendants alone. */
export type TreeMemory = { total: number; descendants: number };

/**
 * The resident size of process `root` (this one unless given) and of every process descended
 * from it, from Linux's /proc (VmRSS of each process's status).
 */
export async function processTreeMemory(root = process.pid): Promise<TreeMemory> {
  const parentOf = new Map<number, number>();
  const rssOf = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (!stat || !status) continue;
    // The parent's id is the second field after the command's closing parenthesis.
    parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    rssOf.set(pid, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
  }
  const inTree = (pid: number) => {
    for (let at: number | undefined = pid; at; at = parentOf.get(at)) if (at === root) return true;
    return false;
  };
  let total = 0;
  let descendants = 0;
  for (const [pid, rss] of rssOf) {
    if (!inTree(pid)) continue;
    total += rss;
    if (pid !== root) descendants += rss;
  }
  return { total, descendants };
}

/**
 * Samples the process tree's memory every `intervalMs` until stopped; `stop()` gives the peaks
 * seen (each of its own sample) and the first sample.
 */
export function sampleProcessTree(intervalMs = 50): {
  stop: () => Promise<{ first: TreeMemory; peak: TreeMemory }>;
} {
  let sampling = true;
  let first: TreeMemory | undefined;
  const peak: TreeMemory = { total: 0, descendants: 0 };
  const loop = (async () => {
    while (sampling) {
      const now = await processTreeMemory();
      first ??= now;
      peak.total = Math.max(peak.total, now.total);
      peak.descendants = Math.max(peak.descendants, now.descendants);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return { first: first ?? peak, peak };
    },
  };
}

export const MB = 1024 * 1024;

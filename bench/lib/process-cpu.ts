import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/**
 * User + system CPU ticks from a line of Linux's `/proc/<pid>/stat`. The process name (field 2)
 * may hold spaces and parentheses, so fields are counted from its last `) `.
 */
export function statCpuTicks(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(') ') + 2).split(' ');
  // After the name: state is field 3, utime field 14 and stime field 15 (proc(5)).
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${statLine}`);
  return ticks;
}

/**
 * The CPU time (user + system, in ms) a process has used so far, counted by the kernel, so it
 * holds however busy the machine is; undefined where there is no /proc or the process is gone.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const ticks = statCpuTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

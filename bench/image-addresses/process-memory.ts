import { readdir, readFile } from 'node:fs/promises';

/** A process's resident size in MB, from the kernel's count (Linux /proc); NaN once it is gone. */
export async function rssMb(pid: number | undefined): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The image-address reader processes a server runs: its children whose command names the
 * reader's entry (reader-child.ts from source, image-address-reader.js in the bundle).
 */
export async function readerPids(serverPid: number | undefined): Promise<number[]> {
  const readers: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // After the command's closing parenthesis: the state, then the parent's id.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(parent) !== serverPid || state === 'Z') continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (/reader-child|image-address-reader/.test(command)) readers.push(Number(entry));
  }
  return readers;
}

/** The server's resident size and its readers' together, in MB. */
export async function serverMemory(serverPid: number | undefined) {
  const readers = await readerPids(serverPid);
  const sizes = await Promise.all(readers.map(rssMb));
  return {
    serverMb: await rssMb(serverPid),
    readers: readers.length,
    readersMb: sizes.reduce((sum, mb) => sum + (Number.isNaN(mb) ? 0 : mb), 0),
  };
}

export const formatMemory = (m: Awaited<ReturnType<typeof serverMemory>>) =>
  `server ${m.serverMb.toFixed(0)} MB, ${m.readers} reader process(es) ${m.readersMb.toFixed(0)} MB`;

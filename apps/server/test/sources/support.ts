import type { IngestItem } from '@launchdeck/protocol';
import type { Sleep } from '../../src/sources/connector-kit.ts';
import type { SourceLog, SourceSink } from '../../src/sources/source.ts';
import { Changes } from '../changes-support.ts';

/** A sink that keeps what it is given and lets a test await a number of items. */
export function collectingSink() {
  const items: IngestItem[] = [];
  const changes = new Changes();
  const sink: SourceSink = async (batch) => {
    items.push(...batch);
    changes.notify();
  };
  const waitForItems = (count: number) =>
    changes.until(() => items.length >= count && items.slice(), `${count} items in the sink`);
  return { sink, items, waitForItems };
}

export type LogEntry = { level: 'info' | 'warn' | 'error'; obj: object; msg?: string };

/** A log that keeps every entry, to assert what was logged and that no secret was. */
export function recordingLog() {
  const entries: LogEntry[] = [];
  const changes = new Changes();
  const at =
    (level: LogEntry['level']) =>
    (obj: object, msg?: string): void => {
      entries.push({ level, obj, msg });
      changes.notify();
    };
  const log: SourceLog = { info: at('info'), warn: at('warn'), error: at('error') };
  const waitForMessage = (msg: string) =>
    changes.until(() => entries.find((e) => e.msg === msg), `log message "${msg}"`);
  /** Everything logged, as one string, to search for secrets. */
  const text = () => JSON.stringify(entries);
  return { log, entries, waitForMessage, text };
}

type PendingSleep = { ms: number; release: () => void };

/**
 * Stands in for the connectors' waits: records each asked-for delay. In `auto` mode every wait
 * ends on the next turn of the event loop; otherwise a test releases them one by one.
 */
export class RecordedSleep {
  readonly delays: number[] = [];
  private readonly pending: PendingSleep[] = [];
  private readonly changes = new Changes();

  constructor(private readonly auto: boolean) {}

  readonly sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve) => {
      this.delays.push(ms);
      if (this.auto || signal.aborted) {
        setImmediate(resolve);
      } else {
        const entry = { ms, release: resolve };
        this.pending.push(entry);
        signal.addEventListener('abort', () => resolve(), { once: true });
      }
      this.changes.notify();
    });

  /** Resolves once `count` waits have been asked for in all. */
  waitForDelays(count: number): Promise<number[]> {
    return this.changes.until(
      () => this.delays.length >= count && this.delays.slice(),
      `${count} waits`,
    );
  }

  /** The next wait not yet released (in asking order), once there is one. */
  next(): Promise<PendingSleep> {
    return this.changes.until(() => this.pending.shift(), 'a pending wait');
  }
}

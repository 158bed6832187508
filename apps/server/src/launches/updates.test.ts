import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeServer } from '../realtime/types.ts';
import type { HistoryRow } from './repository.ts';
import { LaunchUpdates } from './updates.ts';

const rowOf = (id: number, username: string, status: HistoryRow['status']): HistoryRow => ({
  id,
  requestId: `req_${id}_padding`,
  userId: 1,
  username,
  walletId: null,
  mode: 'pump',
  name: `Cat ${id}`,
  ticker: 'CAT',
  website: '',
  twitter: '',
  image: null,
  metadataUri: null,
  sourcePostId: null,
  sourceAuthor: null,
  sourceText: null,
  trigger: null,
  status,
  simulated: true,
  buyAmount: 0,
  multiDeploy: 1,
  addresses: [],
  transactions: [],
  error: null,
  timings: {},
  createdAt: new Date(0),
  finishedAt: null,
  checkedAt: null,
});

/** Rooms and what each was sent, in order. */
function fakeIo() {
  const sent: Array<[string, string, unknown]> = [];
  const io = {
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => sent.push([room, event, payload]),
    }),
  } as unknown as RealtimeServer;
  return { io, sent };
}

describe('launch_update', () => {
  it('reads the changes of one turn once, and sends each launch to its trader’s room', async () => {
    const { io, sent } = fakeIo();
    const reads: number[][] = [];
    const updates = new LaunchUpdates({
      repo: {
        byIds: async (ids) => {
          reads.push(ids);
          return [rowOf(1, 'Ann', 'sent'), rowOf(2, 'ben', 'failed')];
        },
      },
      io,
      log: pino({ level: 'silent' }),
    });
    updates.changed(1);
    updates.changed(2);
    updates.changed(1);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(reads).toEqual([[1, 2]]);
    expect(
      sent.map(([room, event, payload]) => [room, event, (payload as { id: string }).id]),
    ).toEqual([
      ['user:ann', 'launch_update', '1'],
      ['user:ben', 'launch_update', '2'],
    ]);
  });

  it('reads one batch at a time, so a later state is never sent before an earlier one', async () => {
    const { io, sent } = fakeIo();
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const states: HistoryRow['status'][] = ['sent', 'confirmed'];
    let reads = 0;
    const updates = new LaunchUpdates({
      repo: {
        byIds: async () => {
          const status = states[reads++] ?? 'confirmed';
          if (status === 'sent') await first;
          return [rowOf(1, 'ann', status)];
        },
      },
      io,
      log: pino({ level: 'silent' }),
    });
    updates.changed(1);
    await vi.waitFor(() => expect(reads).toBe(1));
    updates.changed(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(1);
    release();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(([, , payload]) => (payload as { status: string }).status)).toEqual([
      'sent',
      'confirmed',
    ]);
  });

  it('at shutdown, finishes the batch it is reading and reads nothing after', async () => {
    const { io, sent } = fakeIo();
    let release: () => void = () => {};
    const reading = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reads: number[][] = [];
    const updates = new LaunchUpdates({
      repo: {
        byIds: async (ids) => {
          reads.push(ids);
          await reading;
          return [rowOf(1, 'ann', 'sent')];
        },
      },
      io,
      log: pino({ level: 'silent' }),
    });
    updates.changed(1);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    updates.changed(2);
    const closing = updates.close();
    updates.changed(3);
    release();
    await closing;
    await new Promise((resolve) => setImmediate(resolve));

    expect(reads).toEqual([[1]]);
    expect(sent).toHaveLength(1);
  });
});

import { LAUNCH_HISTORY_MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLaunchAnswer, startLaunchTrader } from '../../test/deploy/support.ts';
import { chainDouble, launchOf, launchPayload } from '../../test/launches/support.ts';
import { startTestServer, waitForEvent } from '../../test/server-support.ts';
import { openTestStorage, storageKinds } from '../../test/storage/support.ts';
import type { Launcher, SubmittedLaunch } from '../deploy/launcher.ts';
import type { Launchers } from '../deploy/launchers.ts';
import { OfflineLauncher } from '../deploy/offline/launcher.ts';
import type { Storage } from '../storage/database.ts';

/** A platform that takes the request and never answers: the server stops before the send. */
class SilentPlatform extends OfflineLauncher {
  override submit(...[, , context]: Parameters<Launcher['submit']>): Promise<never> {
    return new Promise((_, reject) => {
      context.signal.addEventListener('abort', () => reject(context.signal.reason));
    });
  }
}

const offline = (): Launchers => ({
  pump: new OfflineLauncher('pump'),
  bonk: new OfflineLauncher('bonk'),
  bags: new OfflineLauncher('bags'),
  bnb: new OfflineLauncher('bnb'),
  usd1: new OfflineLauncher('usd1'),
});

describe.each(storageKinds())('launches left unsettled by a restart on %s', (kind) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  it('checks a sent launch again with the chain, and fails one that was never sent', async () => {
    // The chain has confirmed nothing yet when the server stops; after the restart it has it.
    const unconfirmed = chainDouble(
      'pump',
      (_submitted, context) =>
        new Promise((_, reject) => {
          context.signal.addEventListener('abort', () => reject(context.signal.reason));
        }),
    );
    const asked: SubmittedLaunch[] = [];
    const chain = chainDouble('pump', async (submitted) => {
      asked.push(submitted);
    });
    const before = await startTestServer(
      kind,
      {},
      {
        launchers: {
          ...offline(),
          pump: unconfirmed,
          bonk: new SilentPlatform('bonk'),
        },
      },
      storage,
    );
    const ann = await startLaunchTrader(before, 'ann');
    const ben = await startLaunchTrader(before, 'ben');
    const sent = await firstLaunchAnswer(
      ann.socket,
      'debug_request',
      launchPayload(ann, { name: 'Waiting Cat', ticker: 'WAIT' }),
    );
    if (!('result' in sent)) throw new Error(sent.error);
    await launchOf(before.url, ann.sessionId, 'Waiting Cat', 'sent');
    // A launch slow to send is shown preparing, live, a moment after its row is written.
    const preparing = waitForEvent(ben.socket, 'launch_update', (l) => l.name === 'Stuck Cat');
    ben.socket.emit(
      'debug_request',
      launchPayload(ben, { name: 'Stuck Cat', ticker: 'STUCK', mode: 'bonk' }),
    );
    expect(await preparing).toMatchObject({ status: 'preparing', addresses: [] });
    await before.close();

    const after = await startTestServer(
      kind,
      {},
      { launchers: { ...offline(), pump: chain }, launchRecheckAfterMs: 0 },
      storage,
    );
    try {
      const confirmed = await launchOf(after.url, ann.sessionId, 'Waiting Cat', 'confirmed');
      expect(confirmed.addresses).toEqual([sent.result.address]);
      expect(asked).toEqual([
        { address: sent.result.address, transaction: sent.result.transaction },
      ]);
      const stuck = await launchOf(after.url, ben.sessionId, 'Stuck Cat', 'failed');
      expect(stuck.error).toBe(LAUNCH_HISTORY_MESSAGES.stoppedBeforeSent);
    } finally {
      await after.close();
    }
  });
});

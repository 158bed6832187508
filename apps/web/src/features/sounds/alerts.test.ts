import { DEFAULT_TRACKER_SETTINGS, type SoundName } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSocketFactory } from '../../../test/fake-socket.ts';
import { makeTrackerSettings } from '../../../test/features/settings/support.tsx';
import { createFeedController } from '../feed/index.ts';
import { createSessionController } from '../session/index.ts';
import { ALERT_GAP_MS, startSoundAlerts } from './alerts.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(quiet: () => boolean = () => false) {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const settings = makeTrackerSettings();
  const feed = createFeedController({ session, settings });
  const played: Array<[SoundName, number]> = [];
  const clock = { now: 0 };
  const stop = startSoundAlerts(feed, {
    settings: () => ({ ...settings.get(), memeWords: ['memecoin'] }),
    play: (name, volume) => played.push([name, volume]),
    now: () => clock.now,
    quiet,
  });
  cleanups.push(stop, () => feed.dispose());
  session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
  return { socket: sockets.latest(), settings, feed, played, stop, clock };
}

describe('startSoundAlerts', () => {
  it('plays for live posts only, with the current settings', () => {
    const { socket, settings, played, clock } = setup();
    socket.receive('initialTweets', [makePost(), makePost()]);
    expect(played).toEqual([]);
    socket.receive('tweet', makePost({ id: 'a' }));
    socket.receive('tweet_update', makePost({ id: 'a', text: 'edited' }));
    expect(played).toEqual([['beep', DEFAULT_TRACKER_SETTINGS.notificationVolume]]);
    settings.update({ defaultSound: 'destroyer', notificationVolume: 0.9 });
    clock.now += ALERT_GAP_MS;
    socket.receive('tweet', makePost({ id: 'b' }));
    expect(played.at(-1)).toEqual(['destroyer', 0.9]);
  });

  it('plays for posts queued while paused', () => {
    const { socket, feed, played } = setup();
    feed.pause();
    socket.receive('tweet', makePost());
    expect(played).toHaveLength(1);
  });

  it('stops when asked', () => {
    const { socket, played, stop } = setup();
    stop();
    socket.receive('tweet', makePost());
    expect(played).toEqual([]);
  });

  it('plays one alert for a burst, but never drops a new contract address', () => {
    const { socket, played, clock } = setup();
    for (let i = 0; i < 5; i++) socket.receive('tweet', makePost({ text: `burst ${i}` }));
    expect(played).toHaveLength(1);

    socket.receive(
      'tweet',
      makePost({
        contract_addresses: [
          { address: 'So11111111111111111111111111111111111111112', chain: 'solana' },
        ],
      }),
    );
    expect(played.at(-1)?.[0]).toBe(DEFAULT_TRACKER_SETTINGS.contractAddressSound);

    clock.now += ALERT_GAP_MS;
    socket.receive('tweet', makePost({ text: 'after the burst' }));
    expect(played).toHaveLength(3);
  });

  it('plays the contract sound for an address an update adds, once (issue 31)', () => {
    const { socket, settings, played, clock } = setup();
    settings.update({ contractAddressSoundEnabled: true, notificationsEnabled: false });
    const read = {
      address: 'So11111111111111111111111111111111111111112',
      chain: 'solana',
    } as const;
    socket.receive('tweet', makePost({ id: 'pic', text: 'new launch, CA in the picture' }));
    expect(played).toEqual([]);
    clock.now += ALERT_GAP_MS;
    socket.receive('tweet_update', makePost({ id: 'pic', contract_addresses: [read] }));
    expect(played).toEqual([
      [DEFAULT_TRACKER_SETTINGS.contractAddressSound, DEFAULT_TRACKER_SETTINGS.notificationVolume],
    ]);
    socket.receive('tweet_update', makePost({ id: 'pic', contract_addresses: [read] }));
    expect(played).toHaveLength(1);
  });

  it('stays quiet while another window sounds the alerts', () => {
    const quiet = { now: true };
    const { socket, played } = setup(() => quiet.now);
    socket.receive('tweet', makePost());
    expect(played).toEqual([]);
    quiet.now = false;
    socket.receive('tweet', makePost());
    expect(played).toHaveLength(1);
  });
});

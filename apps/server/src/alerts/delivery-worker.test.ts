import { describe, expect, it, vi } from 'vitest';
import type { ChannelTarget } from './channels-repository.ts';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  DeliveriesRepository,
} from './deliveries-repository.ts';
import { DeliveryWorker, UNREADABLE_SECRET } from './delivery-worker.ts';
import type { SendResult } from './webhook-sender.ts';

const delivery = (over: Partial<ClaimedDelivery> = {}): ClaimedDelivery => ({
  id: 'msg_0123456789',
  channelId: 'wh_0123456789',
  type: 'post.created',
  seq: 1,
  payload: '{}',
  attempts: 1,
  createdAt: new Date(),
  ...over,
});

/** One turn of a worker whose claim answers `claimed` once, sending with `result`. */
async function turn(
  result: SendResult,
  claimed: ClaimedDelivery,
  target: Partial<ChannelTarget> = {},
  schedule = [5, 60],
) {
  const recorded: AttemptOutcome[] = [];
  const disable = vi.fn(async () => {});
  const send = vi.fn(async (_target: unknown, _id: string, _payload: string) => result);
  let handed = false;
  const worker = new DeliveryWorker({
    deliveries: {
      claim: async () => {
        if (handed) return [];
        handed = true;
        return [claimed];
      },
      record: async (_id: string, outcome: AttemptOutcome) => {
        recorded.push(outcome);
      },
      recordDelivered: async (delivered: { statusCode: number }[]) => {
        for (const { statusCode } of delivered) recorded.push({ status: 'delivered', statusCode });
      },
      giveUpChannel: async () => {},
    } as unknown as DeliveriesRepository,
    channels: {
      targets: async () =>
        new Map([
          [
            claimed.channelId,
            {
              id: claimed.channelId,
              kind: 'webhook' as const,
              name: 'x.example',
              userId: 1,
              url: 'https://x.example',
              secret: 'whsec_AAAA',
              ...target,
            },
          ],
        ]),
      disable,
    },
    sender: { send },
    scheduleSeconds: schedule,
    pollMs: 60_000,
    log: { info: vi.fn(), warn: vi.fn() },
  });
  worker.kick();
  await worker.idle();
  await worker.close();
  return { outcome: recorded[0], disable, send };
}

describe('DeliveryWorker outcomes', () => {
  it('takes any 2xx as delivered', async () => {
    expect((await turn({ kind: 'answered', status: 204 }, delivery())).outcome).toEqual({
      status: 'delivered',
      statusCode: 204,
    });
  });

  it('refuses for good on a 4xx other than 408 and 429, and on a URL it may not reach', async () => {
    expect((await turn({ kind: 'answered', status: 410 }, delivery())).outcome).toMatchObject({
      status: 'failed',
      statusCode: 410,
    });
    expect(
      (await turn({ kind: 'refused', error: 'private network' }, delivery())).outcome?.status,
    ).toBe('failed');
  });

  it('tries 5xx, 408, 429 and no answer again, a 429 no sooner than its Retry-After', async () => {
    for (const result of [
      { kind: 'answered', status: 502 },
      { kind: 'answered', status: 408 },
      { kind: 'unreachable', error: 'ECONNRESET' },
    ] as SendResult[]) {
      expect((await turn(result, delivery())).outcome?.status).toBe('pending');
    }
    const limited = await turn(
      { kind: 'answered', status: 429, retryAfterMs: 120_000 },
      delivery(),
    );
    expect(limited.outcome).toMatchObject({ status: 'pending', retryInMs: 120_000 });
  });

  it('gives up after the last wait of the schedule and disables the webhook', async () => {
    const { outcome, disable } = await turn(
      { kind: 'answered', status: 503 },
      delivery({ attempts: 3 }),
    );
    expect(outcome?.status).toBe('given_up');
    expect(disable).toHaveBeenCalledWith(
      'wh_0123456789',
      expect.stringMatching(/whole retry schedule \(0 hours\); the last attempt got HTTP 503/),
    );
  });

  it('tries a test event once', async () => {
    const { outcome, disable } = await turn(
      { kind: 'answered', status: 500 },
      delivery({ type: 'webhook.test' }),
    );
    expect(outcome?.status).toBe('failed');
    expect(disable).not.toHaveBeenCalled();
  });

  it('fails a delivery whose secret cannot be read, saying why, without sending', async () => {
    const { outcome, send } = await turn({ kind: 'answered', status: 200 }, delivery(), {
      secret: undefined,
    });
    expect(outcome).toEqual({ status: 'failed', error: UNREADABLE_SECRET });
    expect(send).not.toHaveBeenCalled();
  });
});

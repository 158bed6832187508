import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { fanOutRatioLines, type PhaseReading } from './auto-launch-report.ts';
import { sentSignature } from './auto-launch-timing.ts';
import type { PlatformRequest } from './platform-requests.ts';

const request = (body: unknown): PlatformRequest => ({
  url: 'http://127.0.0.1:1/',
  body: JSON.stringify(body),
  called: 0,
  sent: 0,
  answered: 0,
});

describe('sentSignature', () => {
  it("reads a sendTransaction's first signature, as the launch row keeps it", () => {
    const first = new Uint8Array(64).fill(7);
    const second = new Uint8Array(64).fill(9);
    const raw = Buffer.concat([Buffer.from([2]), first, second, Buffer.from('message')]);
    const body = {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [raw.toString('base64'), { encoding: 'base64' }],
    };
    expect(sentSignature(request(body))).toBe(bs58.encode(first));
  });

  it('answers nothing for another call', () => {
    expect(sentSignature(request({ method: 'getLatestBlockhash', params: [] }))).toBeUndefined();
  });
});

describe('fanOutRatioLines', () => {
  const phase = (fanOut: number[]): PhaseReading => ({ fanOut, ends: [], told: [] });

  it("judges the median of each round's ratio against the noise band", () => {
    const rounds = [
      { none: phase([10, 10, 10]), rules: phase([10.5, 10.5, 10.5]) },
      { none: phase([10, 10, 10]), rules: phase([15, 15, 15]) },
      { none: phase([10, 10, 10]), rules: phase([10, 10, 10]) },
    ];
    const [p50] = fanOutRatioLines(rounds, 100, 0.1, 200);
    expect(p50).toContain('1.05×');
    expect(p50).toContain('unchanged within noise: met');
  });

  it('does not judge when the baseline itself queued past a post’s interval', () => {
    const rounds = [{ none: phase([300]), rules: phase([900]) }];
    expect(fanOutRatioLines(rounds, 100, 0.1, 200)[0]).toContain('not judged');
  });
});

import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { webSocketTextFrame } from './websocket-frame.ts';

type FrameBuilder = (data: Buffer, options: object) => Buffer[];

/** The frame the `ws` library builds for the same payload, header and body joined. */
function wsFrame(payload: Buffer): Buffer {
  // Sender is exported by ws but not in its types.
  const { frame } = (ws as unknown as { Sender: { frame: FrameBuilder } }).Sender;
  return Buffer.concat(
    frame(payload, { readOnly: false, mask: false, rsv1: false, opcode: 1, fin: true }),
  );
}

describe('webSocketTextFrame', () => {
  // Each length encoding: 7-bit, 16-bit (126 and the largest) and 64-bit.
  for (const length of [0, 5, 125, 126, 65_535, 65_536, 70_000]) {
    it(`matches the ws library's frame for a ${length}-byte payload`, () => {
      const payload = Buffer.alloc(length, 'a');
      expect(webSocketTextFrame(payload).equals(wsFrame(payload))).toBe(true);
    });
  }

  it('keeps multi-byte text as its UTF-8 bytes', () => {
    const payload = Buffer.from('42["tweet",{"text":"gm 🚀"}]');
    const frame = webSocketTextFrame(payload);
    expect(frame[1]).toBe(payload.length);
    expect(frame.subarray(2).toString('utf8')).toBe('42["tweet",{"text":"gm 🚀"}]');
  });
});

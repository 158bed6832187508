import { z } from 'zod';

/**
 * Clock sync (ours): the browser sends its clock's reading, the server answers at once with its
 * own and the browser's echoed back. With the browser's reading on the answer's arrival, that is
 * one NTP-style sample: round trip t1 − t0, offset serverTime − (t0 + t1) / 2.
 */
export const ClockPingPayload = z.object({ t0: z.number().finite() });
export type ClockPingPayload = z.infer<typeof ClockPingPayload>;

export const ClockPongPayload = z.object({ t0: z.number(), serverTime: z.number() });
export type ClockPongPayload = z.infer<typeof ClockPongPayload>;

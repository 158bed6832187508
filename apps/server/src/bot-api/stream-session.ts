import {
  type AlertEvent,
  type AlertRuleStored,
  BOT_STREAM_CLOSE,
  BOT_STREAM_LIMITS,
  type BotFeedEvent,
  BotStreamClientMessage,
  type BotStreamFilterApplied,
  type BotStreamServerMessage,
  describeZodError,
  matchesAlertRule,
  parseIncoming,
} from '@launchdeck/protocol';
import type { z } from 'zod';
import type { TailEvent } from './feed-tail.ts';

/** What a session needs of its WebSocket (a `ws` WebSocket; a fake in unit tests). */
export type StreamSocket = {
  readonly readyState: number;
  /** Bytes queued to be sent (RFC 6455 frames not yet handed to the network). */
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
};

/** `ws`'s WebSocket.OPEN. */
const OPEN = 1;

export const STREAM_MESSAGES = {
  notText: 'Send JSON text frames; binary frames are not read.',
  notJson: 'That message is not JSON. Send {"type":"subscribe","filter":{…}} or {"type":"ping"}.',
  unknownType: 'Send {"type":"subscribe","filter":{…}} or {"type":"ping"}.',
  tooLarge: `A message may be at most ${BOT_STREAM_LIMITS.messageMaxBytes / 1024} KiB.`,
  badFilter: 'subscribe needs {"filter": {accounts?, kinds?, hasAddress?, keywords?}}.',
} as const;

/** Close reasons (RFC 6455 §5.5.1: at most 123 bytes of UTF-8). */
export const CLOSE_REASONS = {
  tooManyErrors: `More than ${BOT_STREAM_LIMITS.errorsPerMinute} bad messages in a minute`,
  tooManyEarly: `More than ${BOT_STREAM_LIMITS.errorsPerMinute} messages before ready`,
  tooSlow: 'Reading too slowly; reconnect with ?since=<the last seq you read>',
  revoked: 'API key revoked',
  keyInvalid: 'API key revoked, or its login disabled or deleted',
  stopping: 'Server restarting; reconnect with ?since=<the last seq you read>',
} as const;

export type SessionLimits = {
  messageMaxBytes: number;
  errorsPerMinute: number;
  bufferedMaxBytes: number;
  /** Live events kept while the replay runs; past it the reader is too slow (1013). */
  pendingMax: number;
  /** The replay waits while more than this is queued to be sent. */
  replayLowWaterBytes: number;
};

export const SESSION_LIMITS: SessionLimits = {
  messageMaxBytes: BOT_STREAM_LIMITS.messageMaxBytes,
  errorsPerMinute: BOT_STREAM_LIMITS.errorsPerMinute,
  bufferedMaxBytes: BOT_STREAM_LIMITS.bufferedMaxBytes,
  pendingMax: 10_000,
  replayLowWaterBytes: 1024 * 1024,
};

type BotStreamClientMessageParsed = z.output<typeof BotStreamClientMessage>;

const CHANGES: Record<BotFeedEvent['type'], AlertEvent> = {
  post: 'created',
  post_update: 'updated',
  post_delete: 'deleted',
};

/** A stream filter as an alert rule (matchesAlertRule): enabled, no meme words, no channels. */
function ruleOf(filter: BotStreamFilterApplied): AlertRuleStored {
  return {
    ...filter,
    name: 'stream',
    memeWords: false,
    updates: true,
    channels: [],
    enabled: true,
  };
}

/**
 * One bot's stream (GET /api/v1/stream): the feed events after a seq, in seq order, each once,
 * through its filter; and its answers to the bot's messages. It starts `replaying`: live events
 * (`hear`) are kept while the stored ones after `since` are sent (`replay`), then `goLive` sends
 * those kept that the replay did not, and every later one as it comes. Every event at or below
 * the last seq sent or replayed is dropped, so order is exact whatever overlaps.
 *
 * The bot's messages are answered in order; those sent before `ready` right after it, so a
 * `subscribe` sent on open filters the whole replay. A filter applies to every event sent after
 * its `subscribed` answer.
 *
 * Closes (RFC 6455 §7.4.1 codes): 1008 after more than `errorsPerMinute` error answers in a
 * minute (or as many messages before `ready`); 1013 when more than `bufferedMaxBytes` wait to be sent (a reader too slow for the live
 * feed), or more than `pendingMax` live events wait for the replay.
 */
export class StreamSession {
  private state: 'replaying' | 'live' | 'closed' = 'replaying';
  private pending: TailEvent[] = [];
  /** The last seq sent, replayed or passed over: nothing at or below it is sent again. */
  private lastSeq = 0;
  private filter: { applied: BotStreamFilterApplied; rule: AlertRuleStored } | undefined;
  private errors: number[] = [];
  /** The bot's messages before `ready` was sent; undefined once it was. */
  private early: [Buffer | string, boolean][] | undefined = [];

  constructor(
    private readonly socket: StreamSocket,
    private readonly limits: SessionLimits = SESSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get closed(): boolean {
    return this.state === 'closed' || this.socket.readyState !== OPEN;
  }

  /** The first message: the log's newest seq as the stream starts; then the bot's messages so far. */
  ready(seq: number): void {
    this.send({ type: 'ready', seq });
    const early = this.early;
    this.early = undefined;
    for (const [data, isBinary] of early ?? []) this.receive(data, isBinary);
  }

  /** Events up to `oldest - 1` are gone from the log: the replay starts at `oldest`. */
  gap(oldest: number): void {
    this.send({ type: 'gap', oldest });
  }

  /**
   * Sends stored events (seq order) and moves the last seq to `through` (the last seq read, with
   * or without a post). Waits whenever more than `replayLowWaterBytes` are queued, so a large
   * replay goes at the reader's pace instead of filling memory.
   */
  async replay(events: readonly BotFeedEvent[], through: number): Promise<void> {
    for (const event of events) {
      if (this.closed) return;
      if (this.socket.bufferedAmount > this.limits.replayLowWaterBytes) await this.drained();
      if (event.seq > this.lastSeq) this.deliver(event, undefined);
    }
    this.lastSeq = Math.max(this.lastSeq, through);
  }

  /** After the replay: the live events kept meanwhile that it did not send, then each as it comes. */
  goLive(): void {
    if (this.state !== 'replaying') return;
    this.state = 'live';
    const kept = this.pending;
    this.pending = [];
    for (const told of kept) {
      if (this.closed) return;
      this.hear(told);
    }
  }

  /** A live event from the feed tail. */
  hear(told: TailEvent): void {
    if (this.state === 'closed') return;
    if (this.state === 'replaying') {
      this.pending.push(told);
      if (this.pending.length > this.limits.pendingMax) {
        this.close(BOT_STREAM_CLOSE.tryAgainLater, CLOSE_REASONS.tooSlow);
      }
      return;
    }
    if (told.event.seq > this.lastSeq) this.deliver(told.event, told.text);
  }

  /** A message from the bot: a subscribe or a ping; anything else is answered `error`. */
  receive(data: Buffer | string, isBinary: boolean): void {
    if (this.state === 'closed') return;
    if (this.early) {
      // Before `ready`: kept, and answered right after it (so a subscribe sent on open applies
      // to the whole replay).
      this.early.push([data, isBinary]);
      if (this.early.length > this.limits.errorsPerMinute) {
        this.close(BOT_STREAM_CLOSE.policyViolation, CLOSE_REASONS.tooManyEarly);
      }
      return;
    }
    const message = this.read(data, isBinary);
    if (typeof message === 'string') this.refuse(message);
    else if (message.type === 'ping') this.send({ type: 'pong' });
    else {
      this.filter = { applied: message.filter, rule: ruleOf(message.filter) };
      this.send({ type: 'subscribed', filter: message.filter });
    }
  }

  /** The bot's message parsed, or the sentence that refuses it. */
  private read(data: Buffer | string, isBinary: boolean): BotStreamClientMessageParsed | string {
    if (isBinary) return STREAM_MESSAGES.notText;
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    if (size > this.limits.messageMaxBytes) return STREAM_MESSAGES.tooLarge;
    let value: unknown;
    try {
      value = JSON.parse(data.toString());
    } catch {
      return STREAM_MESSAGES.notJson;
    }
    const type = (value as { type?: unknown } | null)?.type;
    if (type !== 'subscribe' && type !== 'ping') return STREAM_MESSAGES.unknownType;
    const parsed = parseIncoming(BotStreamClientMessage, value);
    if (parsed.success) return parsed.data;
    return describeZodError(parsed.error, STREAM_MESSAGES.badFilter).error;
  }

  /** Closes the stream with an RFC 6455 code and reason; nothing is sent after. */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.pending = [];
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
  }

  /** The socket closed (by either side). */
  ended(): void {
    this.state = 'closed';
    this.pending = [];
  }

  private deliver(event: BotFeedEvent, text: string | undefined): void {
    this.lastSeq = event.seq;
    if (this.filter && !matchesAlertRule(this.filter.rule, event.post, CHANGES[event.type], [])) {
      return;
    }
    this.sendText(text ?? JSON.stringify(event));
  }

  private send(message: BotStreamServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  private sendText(text: string): void {
    if (this.closed) return;
    this.socket.send(text);
    if (this.socket.bufferedAmount > this.limits.bufferedMaxBytes) {
      this.close(BOT_STREAM_CLOSE.tryAgainLater, CLOSE_REASONS.tooSlow);
    }
  }

  private refuse(error: string): void {
    const now = this.now();
    this.errors = this.errors.filter((at) => now - at < 60_000);
    this.errors.push(now);
    this.send({ type: 'error', error });
    if (this.errors.length > this.limits.errorsPerMinute) {
      this.close(BOT_STREAM_CLOSE.policyViolation, CLOSE_REASONS.tooManyErrors);
    }
  }

  /** Resolves once the queue is at or below the low-water mark, or the stream closed. */
  private async drained(): Promise<void> {
    while (!this.closed && this.socket.bufferedAmount > this.limits.replayLowWaterBytes) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

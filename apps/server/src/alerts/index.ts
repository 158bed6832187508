import type { WebhookPayload } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { Counter, type Registry } from 'prom-client';
import type { FeedBus } from '../feed/index.ts';
import { memeWordsOf } from '../meme-words/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { ROOMS } from '../realtime/rooms.ts';
import { rowsOf } from '../storage/database.ts';
import { ChannelSenders } from './channel-sender.ts';
import { AlertChannels, type ChannelTarget } from './channels-repository.ts';
import { type ClaimedDelivery, DeliveriesRepository } from './deliveries-repository.ts';
import { CLAIM_MS, DeliveryWorker } from './delivery-worker.ts';
import { disabledNotice } from './disabled-notice.ts';
import { DiscordSender } from './discord-sender.ts';
import { AlertFastPath } from './fast-path.ts';
import { type ActiveRule, AlertOutbox, bumpRulesVersion } from './outbox.ts';
import { loadVapidKeys, type VapidKeys } from './push-keys.ts';
import { PushSender } from './push-sender.ts';
import { AlertRulesRepository } from './rules-repository.ts';
import { registerAlertRulesRoutes } from './rules-routes.ts';
import { TargetsCache } from './targets-cache.ts';
import { TelegramSender } from './telegram-sender.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';
import { WebhookSender } from './webhook-sender.ts';

/** How often due retries are looked for, and the feed log read in case a bus message was lost. */
const POLL_MS = 1_000;
/**
 * While no rule exists and nothing waits to be sent, how often the module looks whether that
 * changed (a rule saved on any node, a delivery pending), ms: one small query instead of the
 * outbox turn and the claim every second, on every node of a deployment that uses no alerts.
 */
const QUIET_LOOK_MS = 5_000;

/**
 * Issue 51's module: alert rules, webhooks, and the outbox between them. Every node listens to
 * the bus; whichever holds the outbox cursor writes the alerts of new feed events (AlertOutbox),
 * and every node sends what is due (DeliveryWorker), each delivery by one node at a time.
 */
export function createAlertsModule(core: Core, deps: { bus: FeedBus; registry: Registry }) {
  const { db, config } = core;
  const rules = new AlertRulesRepository(db);
  const channels = new AlertChannels(db, core.cipher);
  const deliveries = new DeliveriesRepository(db);
  const attempts = new Counter({
    name: 'launchdeck_alert_delivery_attempts_total',
    help: 'Webhook delivery attempts by this node, by what they ended as (delivered, pending: to be retried, failed, given_up).',
    labelNames: ['status'],
    registers: [deps.registry],
  });
  const written = new Counter({
    name: 'launchdeck_alert_deliveries_written_total',
    help: 'Alert deliveries written to the outbox by this node (one per matching channel and feed event).',
    registers: [deps.registry],
  });

  /** The rules as of a rules version (outbox.ts bumpRulesVersion), read again when it moves. */
  let cached: { version: number; rules: Promise<ActiveRule[]> } | undefined;
  /** Whether the last rules read held none: then only the poll moves the cursor on. */
  let noRules = false;
  const targets = new TargetsCache(channels);
  const activeRules = (version: number): Promise<ActiveRule[]> => {
    targets.forVersion(version);
    if (!cached || cached.version !== version) {
      const rules = loadActiveRules();
      cached = { version, rules };
      rules.then(
        (found) => {
          noRules = found.length === 0;
        },
        () => {
          cached = undefined;
        },
      );
    }
    return cached.rules;
  };
  const rulesChanged = async () => {
    await bumpRulesVersion(db);
    noRules = false;
  };
  const loadActiveRules = async (): Promise<ActiveRule[]> => {
    const owned = await rules.enabled();
    const wordsOf = await memeWordsOf(
      db,
      owned.filter((o) => o.rule.memeWords).map((o) => o.userId),
    );
    return owned.map(({ userId, rule, since }) => ({ rule, since, memeWords: wordsOf(userId) }));
  };

  /**
   * A trader's URLs (webhooks, Discord webhooks) go through the public-hosts-only fetcher unless
   * the operator allows private hosts; Telegram's base is the operator's (TELEGRAM_API_BASE, which
   * may be a local Bot API server), and a trader gives only a token and a chat id.
   */
  // Connections are kept open between alerts (the same few endpoints, again and again): no new
  // TCP and TLS handshake per alert.
  const operators = new OutboundFetcher({ allowPrivateHosts: true, keepAlive: true });
  const traders = new OutboundFetcher({
    allowPrivateHosts: config.alerts.allowPrivateHosts,
    keepAlive: true,
  });
  const telegram = new TelegramSender({
    fetcher: operators,
    apiBase: config.alerts.telegramApiBase,
  });
  /** The VAPID keys, loaded (or made) at the first need and kept; a failed load is tried again. */
  let vapid: Promise<VapidKeys> | undefined;
  const vapidKeys = (): Promise<VapidKeys> => {
    vapid ??= loadVapidKeys(db, core.cipher, config.alerts.vapid).catch((error: unknown) => {
      vapid = undefined;
      throw error;
    });
    return vapid;
  };
  function channelSenders(): ChannelSenders {
    return new ChannelSenders({
      webhook: new WebhookSender(traders),
      telegram,
      discord: new DiscordSender({ fetcher: traders }),
      push: new PushSender({ fetcher: traders, keys: vapidKeys }),
    });
  }

  /** The channel's owner hears at once in every open window (account_notice, until dismissed). */
  const tellDisabled = async (target: ChannelTarget, reason: string) => {
    const [owner] = rowsOf<{ username: string }>(
      await db.execute(sql`select username from users where id = ${target.userId}`),
    );
    if (!owner) return;
    core.io
      .to(ROOMS.user(owner.username))
      .emit('account_notice', { message: disabledNotice(target, reason), at: Date.now() });
  };

  const worker = new DeliveryWorker({
    deliveries,
    channels,
    freshTargets: targets,
    sender: channelSenders(),
    scheduleSeconds: config.alerts.retryScheduleSeconds,
    pollMs: 0,
    onAttempt: (status) => attempts.inc({ status }),
    onDisabled: (target, reason) => {
      targets.drop(target.id);
      tellDisabled(target, reason).catch((error: unknown) =>
        core.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'alerts: could not tell the owner of a disabled channel',
        ),
      );
    },
    log: core.log,
  });
  const outbox = new AlertOutbox({ db, deliveries, rules: activeRules, claimMs: CLAIM_MS });
  const fastPath = new AlertFastPath({ db, deliveries, outbox, claimMs: CLAIM_MS });

  /** What a turn wrote goes out: its claimed rows at once, the rest when their channel is free. */
  const send = (turn: { written: number; sendNow: ClaimedDelivery[] }) => {
    written.inc(turn.written);
    worker.sendClaimed(turn.sendNow);
    if (turn.written > turn.sendNow.length) worker.kick();
  };

  // One outbox turn at a time on this node; a change told meanwhile runs another after it.
  let draining: Promise<void> | undefined;
  let drainAgain = false;
  const drain = (): void => {
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = outbox
      .drain()
      .then((turn) => {
        if (turn.through !== undefined) fastPath.coveredThrough(turn.through);
        send(turn);
        if (turn.again) drainAgain = true;
      })
      .catch((error: unknown) =>
        core.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'alerts: the outbox turn failed; the next one reads the same events',
        ),
      )
      .finally(() => {
        draining = undefined;
        if (drainAgain) {
          drainAgain = false;
          drain();
        }
      });
  };

  /**
   * Quiet: the last rules read held none and no delivery is pending anywhere. Then the poll only
   * looks every QUIET_LOOK_MS whether the rules version moved or a delivery is waiting. The
   * cursor is left where it is; rules never match what was stored before they were saved.
   */
  let quiet = false;
  let lastLook = 0;
  let looking = false;
  const lookQuiet = async (): Promise<boolean> => {
    const [row] = rowsOf<{ version: string | number | null; pending: boolean }>(
      await db.execute(sql`
        select (select seq from alert_cursor where name = 'rules') as version,
               exists (select 1 from alert_deliveries where status = 'pending') as pending`),
    );
    return !row?.pending && Number(row?.version ?? 0) === cached?.version;
  };
  const tick = async () => {
    if (looking) return;
    if (noRules) {
      if (quiet && Date.now() - lastLook < QUIET_LOOK_MS) return;
      looking = true;
      try {
        quiet = await lookQuiet();
      } catch {
        quiet = false;
      } finally {
        looking = false;
        lastLook = Date.now();
      }
      if (quiet) return;
    } else quiet = false;
    drain();
    worker.kick();
  };

  let unsubscribe: (() => void) | undefined;
  let poll: NodeJS.Timeout | undefined;
  const start = () => {
    // With no rule anywhere, a post costs the outbox nothing.
    unsubscribe = deps.bus.subscribe((changes, local) => {
      if (noRules) return;
      // What this node stored goes first through the fast path (fast-path.ts); the outbox turn
      // does the rest, and what the fast path cannot (a gap, rules that changed).
      const known = cached;
      if (!local || !known) {
        drain();
        return;
      }
      known.rules
        .then((rules) => fastPath.write(changes, { version: known.version, rules }))
        .then((turn) => (turn ? send(turn) : drain()))
        .catch(() => drain());
    });
    poll = setInterval(() => void tick(), POLL_MS);
    poll.unref();
    worker.start();
    drain();
  };
  start();

  const head = async () => {
    const [row] = rowsOf<{ seq: string | number | null }>(
      await db.execute(sql`select max(seq) as seq from feed_events`),
    );
    return Number(row?.seq ?? 0);
  };

  const hooks: ModuleHooks = {
    registerRoutes: (http) => {
      registerAlertRulesRoutes(http, {
        rules,
        ownsChannels: (userId, ids) => channels.ownsAll(userId, ids),
        onChange: rulesChanged,
      });
      registerWebhookRoutes(http, {
        channels,
        deliveries,
        allowPrivateHosts: config.alerts.allowPrivateHosts,
        discordApiBase: config.alerts.discordApiBase,
        checkTelegramChat: (botToken, chatId) => telegram.checkChat(botToken, chatId),
        pushPublicKey: async () => (await vapidKeys()).publicKey,
        head,
        kick: () => worker.kick(),
      });
    },
    upkeep: async () => {
      await deliveries.prune(config.alerts.keepDays);
    },
    stop: async () => {
      unsubscribe?.();
      clearInterval(poll);
      while (looking) await new Promise((resolve) => setTimeout(resolve, 5));
      await draining;
      await worker.close();
      await Promise.all([operators.close(), traders.close()]);
    },
  };
  /**
   * Issue 53: tells the trader's channels `ids` (theirs and not disabled; others are skipped) of
   * an auto-launch: `payload` is a `launch.auto` body (the post, the rule, the launch), queued as
   * one delivery per channel and sent now, retried like an alert.
   */
  const tellLaunch = async (userId: number, ids: readonly string[], payload: WebhookPayload) => {
    const body = JSON.stringify(payload);
    let queued = 0;
    for (const id of new Set(ids)) {
      const channel = await channels.find(userId, id);
      if (!channel || channel.disabledAt) continue;
      await deliveries.addNotice(id, payload.data.seq, payload.data.post.id, body);
      queued++;
    }
    if (queued > 0) {
      quiet = false;
      worker.kick();
    }
    return queued;
  };

  /** Resolves once the outbox and the sender are idle (tests, the bench). */
  const idle = async () => {
    while (draining) await draining;
    await worker.idle();
  };
  return {
    hooks,
    idle,
    drain,
    tellLaunch,
    /** Whether every id is one of the trader's channels (an auto-launch rule's, as it is saved). */
    ownsChannels: (userId: number, ids: string[]) => channels.ownsAll(userId, ids),
  };
}

export type AlertsModule = ReturnType<typeof createAlertsModule>;

import type { LaunchRecord, WebhookPayload } from '@launchdeck/protocol';
import { sql } from 'drizzle-orm';
import { Counter, type Registry } from 'prom-client';
import type { Server } from 'socket.io';
import type { AuditLog } from '../admin/index.ts';
import type { LaunchService } from '../deploy/index.ts';
import type { FeedBus } from '../feed/index.ts';
import { type GuardNeeds, guardScope } from '../http/guards.ts';
import { type LaunchesModule, launchRecordOf } from '../launches/index.ts';
import { memeWordsOf } from '../meme-words/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { ROOMS } from '../realtime/rooms.ts';
import { rowsOf } from '../storage/database.ts';
import type { KeyVault } from '../wallets/index.ts';
import { AutoLaunchAccessRepository } from './access-repository.ts';
import { type ArmedRule, ArmedRules, matchOf } from './armed-rules.ts';
import { AutoLaunchFirer, type FireOutcome } from './firer.ts';
import { AutoLaunchFiresRepository } from './fires-repository.ts';
import { registerAutoLaunchAdminRoutes, registerAutoLaunchRoutes } from './routes.ts';
import { AutoLaunchRulesRepository } from './rules-repository.ts';

/** How often the armed rules are read again in case a change's message was lost, ms. */
const RELOAD_MS = 5_000;
/**
 * How often the wallets of live rules are opened again, ms: within the launch path's 30 s
 * (WARM_ACCESS_TTL_MS), so a fire finds its wallet in memory.
 */
const PREPARE_MS = 20_000;
/**
 * Days a fire's row is kept: far past the oldest post a rule fires on (an hour) and the last day
 * a rule's row shows; pruned by the minute's upkeep with any whose rule is gone.
 */
export const FIRES_KEEP_DAYS = 7;

/** What one node tells the others (Socket.IO's serverSideEmit over the Redis adapter). */
type AutoLaunchServerEvents = { auto_launch_rules_changed: () => void };

export type AutoLaunchModuleDeps = {
  bus: FeedBus;
  launch: Pick<LaunchService, 'launch' | 'prepare'>;
  launches: LaunchesModule;
  vault: KeyVault;
  /** The account-security module's step-up: throws 401 unless the code is the trader's current one. */
  stepUp(userId: number, code: string | undefined): Promise<void>;
  userIdOf(username: string): Promise<number | undefined>;
  /** What the administrator's scope guard needs (the admin module's). */
  admin: GuardNeeds<'admin'>;
  /** The admin audit log: each switch the administrator turns is recorded. */
  audit: Pick<AuditLog, 'record'>;
  registry: Registry;
  /** Told of each fire's outcome (tests, the bench). */
  onFired?: (outcome: FireOutcome) => void;
  /** The alerts module: whether channels are the trader's, and telling them of a fire. */
  channels: {
    owns(userId: number, ids: string[]): Promise<boolean>;
    tell(userId: number, ids: readonly string[], payload: WebhookPayload): Promise<unknown>;
  };
  now?: () => number;
};

/**
 * Issue 53 (docs/auto-launch.md): auto-launch rules. The armed rules (enabled, their owner
 * allowed) are kept in memory on every node, read again on every change (told to every node) and
 * every RELOAD_MS; the firer matches what this node stores before the browsers hear of it, and
 * carries each fire out once (firer.ts); the live rules' wallets are kept open.
 */
export function createAutoLaunchModule(core: Core, deps: AutoLaunchModuleDeps) {
  const { db } = core;
  const rules = new AutoLaunchRulesRepository(db, deps.now);
  const access = new AutoLaunchAccessRepository(db);
  const fires = new AutoLaunchFiresRepository(db, core.storage.prepare);
  let armed = new ArmedRules([]);
  let loading: Promise<void> | undefined;
  let loadAgain = false;

  /** Reads the armed rules again; a fire's count this node knows newer than storage's is kept. */
  const load = async () => {
    const stored = await rules.armed();
    const wordsOf = await memeWordsOf(
      db,
      stored.filter((r) => r.rule.trigger.memeWords).map((r) => r.userId),
    );
    const next: ArmedRule[] = stored.map((rule) => {
      const known = armed.find(rule.id);
      const newer = known && known.version === rule.version && known.fires > rule.fires;
      return {
        ...rule,
        ...(newer ? { fires: known.fires, recent: known.recent } : {}),
        match: matchOf(rule.rule),
        memeWords: wordsOf(rule.userId),
      };
    });
    armed = new ArmedRules(next);
  };
  /** One read at a time; a change told meanwhile reads once more after it. */
  const reload = (): Promise<void> => {
    if (loading) {
      loadAgain = true;
      return loading;
    }
    loading = load()
      .catch((error: unknown) =>
        core.log.warn({ err: String(error) }, 'auto-launch: could not read the rules'),
      )
      .finally(() => {
        loading = undefined;
        if (loadAgain) {
          loadAgain = false;
          void reload();
        }
      });
    return loading;
  };

  const cluster = core.io as unknown as Server<
    Record<string, never>,
    Record<string, never>,
    AutoLaunchServerEvents
  >;
  cluster.on('auto_launch_rules_changed', () => void reload());
  const tellOthers = () => {
    if (core.redis) cluster.serverSideEmit('auto_launch_rules_changed');
  };

  const tellWindows = async (userId: number, username?: string) => {
    const name = username ?? (await usernameOf(userId));
    if (!name) return;
    core.io.to(ROOMS.user(name)).emit('auto_launch_state', await access.state(userId));
  };
  const usernameOf = async (userId: number) => {
    const [row] = rowsOf<{ username: string }>(
      await db.execute(sql`select username from users where id = ${userId}`),
    );
    return row?.username;
  };

  const firesCounted = new Counter({
    name: 'launchdeck_auto_launch_fires_total',
    help: 'Auto-launch rule fires carried out by this node, by outcome (launched, dry_run, refused, failed).',
    labelNames: ['status'],
    registers: [deps.registry],
  });
  const onFired = (outcome: FireOutcome) => {
    firesCounted.inc({ status: outcome.status });
    deps.onFired?.(outcome);
    if (outcome.launchId === undefined) return;
    void deps.launches.repo
      .byIds([outcome.launchId])
      .then(([row]) => {
        const launch = row && launchRecordOf(row);
        if (!launch) return undefined;
        core.io
          .to(ROOMS.user(outcome.rule.username))
          .emit('auto_launch', { ruleId: outcome.rule.id, rule: outcome.rule.rule.name, launch });
        if (outcome.rule.rule.channels.length > 0)
          return deps.channels.tell(
            outcome.rule.userId,
            outcome.rule.rule.channels,
            noticeOf(outcome, launch),
          );
        return undefined;
      })
      .catch((error: unknown) =>
        core.log.warn({ err: String(error) }, 'auto-launch: could not tell the trader'),
      );
  };

  const firer = new AutoLaunchFirer({
    rules: () => armed,
    repo: rules,
    fires,
    launch: deps.launch,
    launches: deps.launches.repo,
    launchChanged: deps.launches.updates.changed,
    onFired,
    log: core.log,
    now: deps.now,
  });

  /** The wallets of live rules opened again (the launch path keeps them 30 s). */
  const prepareWallets = () => {
    const seen = new Set<string>();
    for (const rule of armed.rules()) {
      if (rule.rule.dryRun) continue;
      const key = `${rule.userId} ${rule.rule.action.wallet}`;
      if (seen.has(key)) continue;
      seen.add(key);
      deps.launch
        .prepare({ userId: rule.userId, username: rule.username }, rule.rule.action.wallet)
        .catch(() => undefined);
    }
  };

  // Subscribed first: a post is matched before the browsers' fan-out is told of it.
  const unsubscribe = deps.bus.subscribe(firer.onChanges, { first: true });
  const started = reload().then(prepareWallets);
  const timers = [
    setInterval(() => void reload(), RELOAD_MS),
    setInterval(prepareWallets, PREPARE_MS),
  ];
  for (const timer of timers) timer.unref();

  const changed = async () => {
    await reload();
    prepareWallets();
    tellOthers();
  };

  const hooks: ModuleHooks = {
    registerRoutes: async (http) => {
      const onAccessChange = async (
        actor: string,
        username: string | undefined,
        enabled: boolean,
      ) => {
        await deps.audit.record({
          actor,
          action: username === undefined ? 'settings.auto_launch' : 'user.auto_launch',
          target: username ?? null,
          detail: `Auto-launch turned ${enabled ? 'on' : 'off'} ${username === undefined ? 'for everyone' : `for ${username}`}`,
        });
        await changed();
        if (username === undefined) return;
        const userId = await deps.userIdOf(username);
        if (userId !== undefined) await tellWindows(userId, username);
      };
      registerAutoLaunchRoutes(http, {
        rules,
        access,
        ownsChannels: deps.channels.owns,
        walletChain: async (userId, handle) =>
          (await deps.vault.signerFor(userId, handle))?.signer.network,
        stepUp: deps.stepUp,
        userIdOf: deps.userIdOf,
        onChange: async ({ userId, username }) => {
          await changed();
          await tellWindows(userId, username);
        },
        onAccessChange,
      });
      await http.register(async (scope) => {
        guardScope(scope, 'admin', deps.admin);
        registerAutoLaunchAdminRoutes(scope, { access, userIdOf: deps.userIdOf, onAccessChange });
      });
    },
    upkeep: async () => {
      await fires.prune(FIRES_KEEP_DAYS);
    },
    stop: async () => {
      unsubscribe();
      for (const timer of timers) clearInterval(timer);
      await firer.idle();
    },
  };

  return {
    hooks,
    /** Resolves once the rules are read at start and every fire begun has its outcome. */
    idle: async () => {
      await started;
      await loading;
      await firer.idle();
    },
    /** Reads the armed rules again now (tests). */
    reload,
    /** The logins the administrator turned auto-launch off for (the admin's user list). */
    usersTurnedOff: () => access.usersTurnedOff(),
    /** How many rules this node has armed (tests: a change told by another node arrived). */
    armedCount: () => armed.size,
  };
}

export type AutoLaunchModule = ReturnType<typeof createAutoLaunchModule>;
export type { FireOutcome } from './firer.ts';

/** A fire as its rule's alert channels are told of it (`launch.auto`). */
function noticeOf(outcome: FireOutcome, launch: LaunchRecord): WebhookPayload {
  return {
    type: 'launch.auto',
    timestamp: new Date().toISOString(),
    data: {
      seq: outcome.post.seq,
      post: outcome.post,
      rule: { id: outcome.rule.id, name: outcome.rule.rule.name },
      launch: {
        id: launch.id,
        mode: launch.mode,
        name: launch.name,
        ticker: launch.ticker,
        status: launch.status,
        addresses: launch.addresses,
        simulated: launch.simulated,
        ...(launch.error ? { error: launch.error } : {}),
      },
    },
  };
}

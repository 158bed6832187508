import {
  AUTO_LAUNCH_MESSAGES,
  AUTO_LAUNCH_PATHS,
  AutoLaunchAdminSettings,
  AutoLaunchRule,
  AutoLaunchRuleBody,
  AutoLaunchRuleParams,
  type AutoLaunchRuleStored,
  AutoLaunchRulesResponse,
  AutoLaunchState,
  AutoLaunchUserAccessBody,
  chainOfMode,
  isVisiblyEmpty,
  MESSAGES,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import type { AutoLaunchAccessRepository } from './access-repository.ts';
import { needsCode } from './code-gate.ts';
import type { AutoLaunchRulesRepository } from './rules-repository.ts';

export type AutoLaunchRoutesDeps = {
  rules: AutoLaunchRulesRepository;
  access: AutoLaunchAccessRepository;
  /** Whether every id is one of the trader's alert channels. */
  ownsChannels(userId: number, ids: string[]): Promise<boolean>;
  /** The wallet's chain when it is the trader's, else undefined. */
  walletChain(userId: number, handle: string): Promise<'solana' | 'bnb' | undefined>;
  /** Throws the refusal (401) unless `code` is the trader's current two-factor code. */
  stepUp(userId: number, code: string | undefined): Promise<void>;
  userIdOf(username: string): Promise<number | undefined>;
  /** Awaited after each change: every node reads the armed rules again; the trader's windows hear of a new state. */
  onChange(user: { userId: number; username?: string }): Promise<void>;
  /** The administrator (`actor`) turned a switch: one trader's (`username`), or everyone's. */
  onAccessChange(actor: string, username: string | undefined, enabled: boolean): Promise<void>;
};

const RULE_WRITE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const writeLimit: RouteRateLimit = {
  per: 'identity',
  name: 'auto-launch',
  ...RULE_WRITE_LIMIT,
  message: AUTO_LAUNCH_MESSAGES.tooFast,
  hook: 'preHandler',
};

const tag = 'Auto-launch';
const adminTag = 'Admin: auto-launch';
const noBody = { contentType: 'text/plain', description: 'Removed; no body' } as const;
const UsernameParams = { username: z.string().min(1).max(64) } as const;

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  list: {
    summary: 'The trader’s auto-launch rules and whether they fire',
    tag,
    auth: 'session',
    responses: { 200: AutoLaunchRulesResponse },
  },
  create: {
    summary: 'Add an auto-launch rule (two-factor code needed)',
    tag,
    auth: 'session',
    body: AutoLaunchRuleBody,
    rateLimit: writeLimit,
    responses: { 201: AutoLaunchRule },
  },
  update: {
    summary: 'Replace an auto-launch rule (a code when it may do more)',
    tag,
    auth: 'session',
    params: AutoLaunchRuleParams,
    body: AutoLaunchRuleBody,
    rateLimit: writeLimit,
    responses: { 200: AutoLaunchRule },
  },
  remove: {
    summary: 'Remove an auto-launch rule',
    tag,
    auth: 'session',
    params: AutoLaunchRuleParams,
    rateLimit: writeLimit,
    responses: { 204: noBody },
  },
  state: {
    summary: 'Whether the trader’s auto-launch rules fire now',
    tag,
    auth: 'session',
    responses: { 200: AutoLaunchState },
  },
  pause: {
    summary: 'Pause every auto-launch rule of the trader, on every node',
    tag,
    auth: 'session',
    rateLimit: writeLimit,
    responses: { 200: AutoLaunchState },
  },
  resume: {
    summary: 'Resume the trader’s auto-launch rules',
    tag,
    auth: 'session',
    rateLimit: writeLimit,
    responses: { 200: AutoLaunchState },
  },
  adminGet: {
    summary: 'Whether auto-launch is on for everyone',
    tag: adminTag,
    auth: 'admin',
    responses: { 200: AutoLaunchAdminSettings },
  },
  adminSet: {
    summary: 'Turn auto-launch on or off for everyone',
    tag: adminTag,
    auth: 'admin',
    body: AutoLaunchAdminSettings,
    responses: { 200: AutoLaunchAdminSettings },
  },
  adminUser: {
    summary: 'Turn auto-launch on or off for one trader',
    tag: adminTag,
    auth: 'admin',
    params: UsernameParams,
    body: AutoLaunchUserAccessBody,
    responses: { 200: AutoLaunchUserAccessBody },
  },
} satisfies Record<string, RouteContract>;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Refuses a name, account or keyword that shows nothing (400); answers the rule as stored. */
function storedOf(body: z.output<typeof AutoLaunchRuleBody>): AutoLaunchRuleStored {
  const texts: [string, string][] = [
    ['name', body.name],
    ...body.trigger.accounts.map((a, i): [string, string] => [`trigger.accounts.${i}`, a]),
    ...body.trigger.keywords.map((k, i): [string, string] => [`trigger.keywords.${i}`, k]),
  ];
  const blank = texts.find(([, text]) => isVisiblyEmpty(text));
  if (blank) {
    const [field] = blank;
    throw new HttpError(400, `${field} must not be empty`, { [field]: 'must not be empty' });
  }
  const { code: _code, ...rule } = body;
  return {
    ...rule,
    trigger: {
      ...rule.trigger,
      accounts: unique(rule.trigger.accounts),
      kinds: unique(rule.trigger.kinds),
      keywords: unique(rule.trigger.keywords),
    },
    channels: unique(rule.channels),
  };
}

/**
 * Issue 53: auto-launch rules over HTTP, the trader's pause switch, and the administrator's
 * switches. Creating a rule, or saving one so it may do more (code-gate.ts), needs two-factor
 * login on and its current code; the administrator's switches refuse both (403) while off.
 */
export function registerAutoLaunchRoutes(http: FastifyInstance, deps: AutoLaunchRoutesDeps): void {
  const route = router(http);

  /** The refusal of a save while the trader may not use auto-launch, or of a missing or wrong code. */
  const admit = async (userId: number, code: string | undefined, gated: boolean) => {
    if (!gated) return;
    const state = await deps.access.state(userId);
    if (state.blockedBy === 'off-for-everyone')
      throw new HttpError(403, AUTO_LAUNCH_MESSAGES.offForEveryone);
    if (state.blockedBy === 'off-for-you') throw new HttpError(403, AUTO_LAUNCH_MESSAGES.offForYou);
    if (state.blockedBy === 'two-factor-off')
      throw new HttpError(403, AUTO_LAUNCH_MESSAGES.twoFactorOff);
    if (!code) throw new HttpError(401, AUTO_LAUNCH_MESSAGES.codeNeeded, { code: 'required' });
    await deps.stepUp(userId, code);
  };
  const checkChannels = async (userId: number, rule: AutoLaunchRuleStored) => {
    for (const id of rule.channels) {
      if (await deps.ownsChannels(userId, [id])) continue;
      const error = AUTO_LAUNCH_MESSAGES.notYourChannel(id);
      throw new HttpError(400, error, { channels: error });
    }
  };
  const checkWallet = async (userId: number, rule: AutoLaunchRuleStored) => {
    await checkChannels(userId, rule);
    const chain = await deps.walletChain(userId, rule.action.wallet);
    if (!chain) {
      const error = AUTO_LAUNCH_MESSAGES.notYourWallet;
      throw new HttpError(400, error, { 'action.wallet': error });
    }
    if (chain !== chainOfMode(rule.action.mode)) {
      const error = AUTO_LAUNCH_MESSAGES.wrongWalletChain(rule.action.mode);
      throw new HttpError(400, error, { 'action.wallet': error });
    }
  };

  route(
    'GET',
    AUTO_LAUNCH_PATHS.rules,
    CONTRACTS.list,
    async ({ session }): Promise<AutoLaunchRulesResponse> => {
      const [rules, state] = await Promise.all([
        deps.rules.list(session.userId),
        deps.access.state(session.userId),
      ]);
      return { rules, state };
    },
  );

  route('POST', AUTO_LAUNCH_PATHS.rules, CONTRACTS.create, async ({ session, body, reply }) => {
    const rule = storedOf(body);
    await checkWallet(session.userId, rule);
    await admit(session.userId, body.code, true);
    const created = await deps.rules.create(session.userId, rule);
    await deps.onChange(session);
    reply.status(201);
    return created;
  });

  route('PUT', AUTO_LAUNCH_PATHS.rule, CONTRACTS.update, async ({ session, params, body }) => {
    const before = await deps.rules.get(session.userId, params.id);
    if (!before) throw new HttpError(404, AUTO_LAUNCH_MESSAGES.notFound);
    const rule = storedOf(body);
    await checkWallet(session.userId, rule);
    await admit(session.userId, body.code, needsCode(before, rule));
    const updated = await deps.rules.update(
      session.userId,
      params.id,
      rule,
      before.dryRun !== rule.dryRun,
    );
    if (!updated) throw new HttpError(404, AUTO_LAUNCH_MESSAGES.notFound);
    await deps.onChange(session);
    return updated;
  });

  route('DELETE', AUTO_LAUNCH_PATHS.rule, CONTRACTS.remove, async ({ session, params, reply }) => {
    if (!(await deps.rules.remove(session.userId, params.id)))
      throw new HttpError(404, AUTO_LAUNCH_MESSAGES.notFound);
    await deps.onChange(session);
    return reply.status(204).send();
  });

  route('GET', AUTO_LAUNCH_PATHS.state, CONTRACTS.state, async ({ session }) =>
    deps.access.state(session.userId),
  );

  for (const [path, paused, contract] of [
    [AUTO_LAUNCH_PATHS.pause, true, CONTRACTS.pause],
    [AUTO_LAUNCH_PATHS.resume, false, CONTRACTS.resume],
  ] as const) {
    route('POST', path, contract, async ({ session }) => {
      await deps.access.setPaused(session.userId, paused);
      await deps.onChange(session);
      return deps.access.state(session.userId);
    });
  }
}

/**
 * The administrator's switches for auto-launch: for everyone, and for one trader. Registered in
 * a scope whose admin guard runs first (guardScope).
 */
export function registerAutoLaunchAdminRoutes(
  http: FastifyInstance,
  deps: Pick<AutoLaunchRoutesDeps, 'access' | 'userIdOf' | 'onAccessChange'>,
): void {
  const route = router(http);
  route('GET', AUTO_LAUNCH_PATHS.admin, CONTRACTS.adminGet, async () => ({
    enabled: await deps.access.globalEnabled(),
  }));

  route('PUT', AUTO_LAUNCH_PATHS.admin, CONTRACTS.adminSet, async ({ session, body }) => {
    await deps.access.setGlobalEnabled(body.enabled);
    await deps.onAccessChange(session.username, undefined, body.enabled);
    return { enabled: body.enabled };
  });

  route(
    'PUT',
    AUTO_LAUNCH_PATHS.adminUser,
    CONTRACTS.adminUser,
    async ({ session, params, body }) => {
      const userId = await deps.userIdOf(params.username);
      if (userId === undefined) throw new HttpError(404, MESSAGES.userNotFound);
      await deps.access.setUserEnabled(userId, body.enabled);
      await deps.onAccessChange(session.username, params.username, body.enabled);
      return { enabled: body.enabled };
    },
  );
}

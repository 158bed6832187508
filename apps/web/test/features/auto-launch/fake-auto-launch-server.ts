/**
 * A test double for the auto-launch tests (never imported by the app): plays one trader's
 * auto-launch calls (packages/protocol/src/auto-launch.ts) as `fetch` would answer them, parsing
 * bodies with the protocol's schema as the server does, keeping what it was sent in `state`.
 */
import {
  ACCOUNT_SECURITY_MESSAGES,
  ALERT_CHANNEL_PATHS,
  type AlertChannel,
  AUTO_LAUNCH_MESSAGES,
  AUTO_LAUNCH_PATHS,
  type AutoLaunchRule,
  AutoLaunchRuleBody,
  type AutoLaunchState,
  describeZodError,
  type StoredWallet,
} from '@launchdeck/protocol';
import { jsonResponse } from '../../fake-fetch.ts';
import { BNB_WALLET, SOLANA_WALLET } from '../deploy/support.tsx';

export const GOOD_CODE = '123456';
export const CREATED_AT = '2026-11-27T05:00:00.000Z';
export const ON: AutoLaunchState = { paused: false, allowed: true };

/** A rule as the server lists it: Elon's new posts, dry run, 0.5 SOL from the Solana wallet. */
export function makeRule(fields: Partial<AutoLaunchRule> = {}): AutoLaunchRule {
  return {
    id: 'al_00000001',
    name: 'Elon coins',
    trigger: {
      accounts: ['elonmusk'],
      kinds: ['post'],
      hasAddress: false,
      keywords: [],
      memeWords: false,
    },
    action: { mode: 'pump', wallet: SOLANA_WALLET.api_key, buyAmount: 0.5, image: 'post' },
    limits: { perHour: 1, perDay: 3, cooldownSeconds: 300 },
    maxPostAgeSeconds: 60,
    channels: [],
    testPosts: false,
    dryRun: true,
    enabled: true,
    createdAt: CREATED_AT,
    stats: { launchesLastHour: 0, launchesLastDay: 0, spentLastDay: 0, refusedLastDay: 0 },
    ...fields,
  };
}

type Start = {
  rules?: AutoLaunchRule[];
  state?: AutoLaunchState;
  /** Two-factor login on (the default): off refuses every save with twoFactorOff. */
  twoFactor?: boolean;
  wallets?: StoredWallet[];
  /** The trader's alert channels (GET /api/alert-channels); a rule may tell only these. */
  channels?: AlertChannel[];
};

export type Call = { method: string; url: string; body: unknown };

/** The server's wallets list: the handles the wallets store keeps. */
const serverWallet = (wallet: StoredWallet) => ({ ...wallet, dailyCap: null, spentToday: 0 });

export function createFakeAutoLaunchServer(start: Start = {}) {
  const state = {
    rules: [...(start.rules ?? [])],
    state: start.state ?? ON,
    twoFactor: start.twoFactor ?? true,
    wallets: start.wallets ?? [SOLANA_WALLET, BNB_WALLET],
    channels: start.channels ?? [],
    calls: [] as Call[],
  };
  let ids = state.rules.length;

  const refuseCode = (code: string | undefined) => {
    if (!state.twoFactor) return jsonResponse({ error: AUTO_LAUNCH_MESSAGES.twoFactorOff }, 403);
    if (code === undefined) return jsonResponse({ error: AUTO_LAUNCH_MESSAGES.codeNeeded }, 401);
    if (code !== GOOD_CODE)
      return jsonResponse({ error: ACCOUNT_SECURITY_MESSAGES.codeWrong }, 401);
    return null;
  };

  /** The server's 400 for a channel that is not the trader's, naming the field. */
  const refuseChannels = (ids: readonly string[]) => {
    const foreign = ids.find((id) => !state.channels.some((channel) => channel.id === id));
    if (foreign === undefined) return null;
    const error = AUTO_LAUNCH_MESSAGES.notYourChannel(foreign);
    return jsonResponse({ error, fields: { channels: error } }, 400);
  };

  const handle = (url: string, init?: RequestInit): Response => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { pathname } = new URL(url, 'http://launchdeck.test');
    if (pathname === '/api/wallets')
      return jsonResponse({ wallets: state.wallets.map(serverWallet) });
    if (pathname === ALERT_CHANNEL_PATHS.channels && method === 'GET')
      return jsonResponse({ channels: state.channels });
    state.calls.push({ method, url: pathname, body });

    if (pathname === AUTO_LAUNCH_PATHS.rules && method === 'GET')
      return jsonResponse({ rules: state.rules, state: state.state });
    if (pathname === AUTO_LAUNCH_PATHS.pause || pathname === AUTO_LAUNCH_PATHS.resume) {
      const paused = pathname === AUTO_LAUNCH_PATHS.pause;
      const { blockedBy: _was, ...rest } = state.state;
      const blockedBy = paused ? 'paused' : state.state.blockedBy === 'paused' ? undefined : _was;
      state.state = { ...rest, paused, ...(blockedBy ? { blockedBy } : {}) };
      return jsonResponse(state.state);
    }
    if (pathname === AUTO_LAUNCH_PATHS.rules && method === 'POST') {
      const parsed = AutoLaunchRuleBody.safeParse(body);
      if (!parsed.success) return jsonResponse(describeZodError(parsed.error, 'Bad rule.'), 400);
      const { code, ...rule } = parsed.data;
      const refused = refuseChannels(rule.channels) ?? refuseCode(code);
      if (refused) return refused;
      ids += 1;
      const made = makeRule({ ...rule, id: `al_${String(ids).padStart(8, '0')}` });
      state.rules.push(made);
      return jsonResponse(made, 201);
    }
    const one = pathname.match(/^\/api\/auto-launch-rules\/(.+)$/);
    const index = one ? state.rules.findIndex((rule) => rule.id === one[1]) : -1;
    const was = state.rules[index];
    if (one && !was) return jsonResponse({ error: AUTO_LAUNCH_MESSAGES.notFound }, 404);
    if (was && method === 'DELETE') {
      state.rules.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (was && method === 'PUT') {
      const parsed = AutoLaunchRuleBody.safeParse(body);
      if (!parsed.success) return jsonResponse(describeZodError(parsed.error, 'Bad rule.'), 400);
      const { code, ...rule } = parsed.data;
      const raised = (rule.enabled && !was.enabled) || (!rule.dryRun && was.dryRun);
      const refused = refuseChannels(rule.channels) ?? (raised ? refuseCode(code) : null);
      if (refused) return refused;
      const saved = { ...was, ...rule };
      state.rules[index] = saved;
      return jsonResponse(saved);
    }
    return jsonResponse({ error: `No route ${method} ${pathname}` }, 404);
  };

  return { state, handle };
}

/** The calls made to `path` with `method`, in order. */
export const callsTo = (calls: readonly Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url === path);

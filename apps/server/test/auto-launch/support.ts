import { randomBytes } from 'node:crypto';
import type {
  AutoLaunchRule,
  AutoLaunchRuleBody,
  LaunchListResponse,
  LaunchRecord,
  PostInput,
} from '@launchdeck/protocol';
import { enableTwoFactor, totpCodeAt } from '../account-security/support.ts';
import { importWallet } from '../deploy/support.ts';
import type { TestServer } from '../server-support.ts';
import { makeSolanaKey } from '../wallets/keys-fixture.ts';

const PASSWORD = 'auto-launch-password';

/** A clock whose 30 s steps move on each time a code is taken, so every code is fresh. */
export function codeClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    ms: () => at,
    nextStep: () => {
      at += 30_000;
    },
  };
}

/** A trader with two-factor login on and an imported Solana wallet; `code()` a fresh current code. */
export type AutoTrader = {
  username: string;
  sessionId: string;
  wallet: string;
  code: () => string;
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
};

export async function startAutoTrader(
  server: TestServer,
  clock: ReturnType<typeof codeClock>,
  username = `trader${randomBytes(3).toString('hex')}`,
  options: { twoFactor?: boolean } = {},
): Promise<AutoTrader> {
  await server.addUser(username, PASSWORD);
  const { sessionId } = await server.login(username, PASSWORD);
  const wallet = await importWallet(server, sessionId, makeSolanaKey().base58);
  let secret: string | undefined;
  if (options.twoFactor !== false) {
    ({ secret } = await enableTwoFactor(server.url, sessionId, clock.ms()));
  }
  return {
    username,
    sessionId,
    wallet,
    code: () => {
      if (!secret) return '000000';
      clock.nextStep();
      return totpCodeAt(secret, clock.ms());
    },
    request: (method, path, body) => server.request(method, path, body, sessionId),
  };
}

/** A rule body watching `accounts`, live (dryRun false) unless `overrides` say otherwise. */
export function ruleBody(
  wallet: string,
  overrides: Partial<AutoLaunchRuleBody> = {},
): AutoLaunchRuleBody {
  return {
    name: 'Launch on frog',
    trigger: { accounts: ['frogwatch'], kinds: ['post'], keywords: ['frog'] },
    action: { mode: 'pump', wallet, buyAmount: 0.5, image: 'letter' },
    limits: { perHour: 10, perDay: 50, cooldownSeconds: 0 },
    dryRun: false,
    ...overrides,
  };
}

/** Saves a rule with a fresh code; throws the refusal. */
export async function createRule(
  trader: AutoTrader,
  body: AutoLaunchRuleBody,
): Promise<AutoLaunchRule> {
  const response = await trader.request('POST', '/api/auto-launch-rules', {
    ...body,
    code: trader.code(),
  });
  if (response.status !== 201) throw new Error(`rule refused: ${await response.text()}`);
  return (await response.json()) as AutoLaunchRule;
}

let posts = 0;

/** A post by `handle` made now (its platform time is now), with an id of its own. */
export function freshPost(handle: string, text: string, overrides: Partial<PostInput> = {}) {
  posts += 1;
  return {
    id: `al-${randomBytes(6).toString('hex')}-${posts}`,
    text,
    createdAt: new Date().toISOString(),
    author: { handle, name: handle },
    ...overrides,
  } satisfies PostInput;
}

/** The trader's launches, newest first. */
export async function launchesOf(trader: AutoTrader): Promise<LaunchRecord[]> {
  const response = await trader.request('GET', '/api/launches?limit=200');
  return ((await response.json()) as LaunchListResponse).launches;
}

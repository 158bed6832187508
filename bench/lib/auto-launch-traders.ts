import {
  AUTO_LAUNCH_LIMITS,
  AUTO_LAUNCH_PATHS,
  type AutoLaunchRuleBody,
  type ImportWalletResponseBody,
} from '@launchdeck/protocol';
import { makeSolanaKey, type TestServer, totpCodeAt } from '@launchdeck/server/testing';
import { enableTwoFactor } from '../../apps/server/test/account-security/support.ts';

/** The account every bench post is by. */
export const POSTING_ACCOUNT = 'benchtrader';

/** The word of trader `t`'s live rule: a post with it fires that rule alone (whole-word match). */
export const liveWord = (t: number) => `firelive${t}`;

/**
 * The server's clock (AppDeps.now: sessions and two-factor codes) as the bench moves it: the real
 * time plus whole 30 s steps, so each code it makes is of a step no code of that trader used yet
 * (a step is accepted once). Only the accounts' clock moves; the launches and the rules' limits
 * keep the real one.
 */
export function steppedClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    ms: () => Date.now() + offset,
    nextStep: () => {
      offset += 30_000;
    },
  };
}

export type BenchTrader = {
  username: string;
  sessionId: string;
  /** The imported Solana wallet's handle (its api_key). */
  wallet: string;
  secret: string;
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
};

const PASSWORD = 'bench-auto-launch-password';

/** A login with an imported Solana wallet and two-factor login on (issue 53 needs it). */
async function startTrader(
  server: TestServer,
  clock: ReturnType<typeof steppedClock>,
  username: string,
): Promise<BenchTrader> {
  await server.addUser(username, PASSWORD);
  const { sessionId } = await server.login(username, PASSWORD);
  const request = (method: string, path: string, body?: unknown) =>
    server.request(method, path, body, sessionId);
  const imported = await request('POST', '/api/wallets/import', {
    wallet_api: makeSolanaKey().base58,
  });
  const body = (await imported.json()) as ImportWalletResponseBody;
  if (!body.success) throw new Error(`${username}: wallet refused: ${body.error}`);
  const { secret } = await enableTwoFactor(server.url, sessionId, clock.ms());
  return { username, sessionId, wallet: body.api_key, secret, request };
}

/** A live, enabled pump rule as generous as the limits allow: every measured post may fire it. */
function ruleBody(
  wallet: string,
  name: string,
  trigger: AutoLaunchRuleBody['trigger'],
): AutoLaunchRuleBody {
  return {
    name,
    trigger,
    action: { mode: 'pump', wallet, buyAmount: 0.01, image: 'post' },
    limits: {
      perHour: AUTO_LAUNCH_LIMITS.perHourMax,
      perDay: AUTO_LAUNCH_LIMITS.perDayMax,
      cooldownSeconds: 0,
    },
    dryRun: false,
    enabled: true,
  };
}

/**
 * The rules of trader `t` out of `traders`, `rules` in all: each trader's first is its live rule
 * (the posting account, its own word), the others are spread over the traders, three in four on
 * another account (no word needed) and one in four on the posting account with a word no bench
 * post has, so a post is matched against every rule of its author and fires one alone.
 */
export function rulesOf(t: number, traders: number, rules: number, wallet: string) {
  const bodies = [
    ruleBody(wallet, `live ${t}`, { accounts: [POSTING_ACCOUNT], keywords: [liveWord(t)] }),
  ];
  for (let j = traders + t; j < rules; j += traders) {
    bodies.push(
      j % 4 === 0
        ? ruleBody(wallet, `quiet ${j}`, { accounts: [POSTING_ACCOUNT], keywords: [`quiet${j}`] })
        : ruleBody(wallet, `elsewhere ${j}`, { accounts: [`elsewhere${j}`] }),
    );
  }
  return bodies;
}

/**
 * `traders` traders with two-factor login on and `rules` rules among them (at most
 * AUTO_LAUNCH_LIMITS.rulesMax each, one live rule each). Every rule is saved with a current code:
 * the clock steps 30 s before each round of saves, so each trader's code is of a new step.
 */
export async function startRuleTraders(
  server: TestServer,
  clock: ReturnType<typeof steppedClock>,
  traders: number,
  rules: number,
): Promise<BenchTrader[]> {
  if (traders > rules) throw new Error(`${traders} traders need at least as many rules`);
  if (rules > traders * AUTO_LAUNCH_LIMITS.rulesMax)
    throw new Error(
      `${rules} rules need ${Math.ceil(rules / AUTO_LAUNCH_LIMITS.rulesMax)} traders`,
    );
  const all: BenchTrader[] = [];
  for (let t = 0; t < traders; t++) all.push(await startTrader(server, clock, `al_bench_${t}`));
  const bodies = all.map((trader, t) => rulesOf(t, traders, rules, trader.wallet));
  for (let round = 0; round < AUTO_LAUNCH_LIMITS.rulesMax; round++) {
    clock.nextStep();
    await Promise.all(
      all.map(async (trader, t) => {
        const body = bodies[t]?.[round];
        if (!body) return;
        const code = totpCodeAt(trader.secret, clock.ms());
        const saved = await trader.request('POST', AUTO_LAUNCH_PATHS.rules, { ...body, code });
        if (saved.status !== 201)
          throw new Error(`${trader.username}: rule refused: ${await saved.text()}`);
      }),
    );
  }
  return all;
}

/** Pauses or resumes every trader's rules (no code needed either way). */
export async function setPaused(traders: BenchTrader[], paused: boolean): Promise<void> {
  await Promise.all(
    traders.map(async (trader) => {
      const path = paused ? AUTO_LAUNCH_PATHS.pause : AUTO_LAUNCH_PATHS.resume;
      const answer = await trader.request('POST', path);
      if (answer.status !== 200)
        throw new Error(`${trader.username}: ${path} answered ${answer.status}`);
    }),
  );
}

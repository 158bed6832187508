import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type DeployMode,
  type ImportWalletResponseBody,
  type LaunchProgressPayload,
  PROTOCOL_VERSION,
  type TokenCreateResult,
  type TokenErrorPayload,
  USD1_MINT,
} from '@launchdeck/protocol';
import {
  launchConfig,
  makeBnbKey,
  makeSolanaKey,
  startFakePlatforms,
  startTestServer,
  type TestServer,
} from '@launchdeck/server/testing';
import { io, type Socket } from 'socket.io-client';
import type { LaunchTimings } from '../apps/server/src/deploy/launch-timer.ts';
import { closeLaunchers, createLaunchers } from '../apps/server/src/deploy/launchers.ts';
import { choiceListArg, numberArgs } from './lib/args.ts';
import {
  baselineTable,
  callsLine,
  goalTable,
  type LaunchSample,
  type RunKey,
  stageTable,
} from './lib/deploy-report.ts';
import { DEPLOY_MODES, formToken, toolbarToken } from './lib/deploy-tokens.ts';
import { startLiveFeed } from './lib/live-feed.ts';
import {
  callOf,
  PlatformRequests,
  SEND_CALLS,
  spanOf,
  waitingMs,
} from './lib/platform-requests.ts';
import { watchPrepares } from './lib/prepare-watch.ts';
import { SERVER_ENV } from './lib/process.ts';

/**
 * Deploy click → platform request, on every platform. A real Socket.IO client sends
 * `debug_request`s, one after another, to the product's server (in this process, embedded
 * storage, real imported wallets) whose launchers are the real ones, each pointed at its
 * platform's loopback fake (startFakePlatforms). For each platform, a prepared click (the form
 * sent `prepare_launch` with the token and the speculation is ready; one trader) alternates with a
 * cold one (no `prepare_launch` ever; another trader, whose wallet is read from storage on the
 * click). On one clock (performance.now(): the bench, server and fakes share the process):
 *   - arrival → 'sent': the request reaching the server → the stage the server marks once the
 *     platform took the signed transaction;
 *   - waiting on the platforms: within that, the time some platform request the click made was
 *     out, from its first byte written to the last byte of its answer (undici's diagnostics
 *     channels; the blockhash cache's 1 s refresh and the BSC head's poll are not the click's),
 *     the final send's round trip included;
 *   - the server's own part: arrival → 'sent' minus that waiting;
 *   - the earlier pump bench's measures: arrival → the send request leaving (fetch called), and
 *     the client's emit → that moment, against a Socket.IO echo round trip sent on the same
 *     socket as the launch's answer arrives (as before: its confirmation and records are still
 *     running), and a quiet one sent once the launch is confirmed and the server idle.
 * `--platforms pump,bonk` picks platforms; `--prepared 1|0` runs only prepared or only cold clicks;
 * `--via toolbar` clicks the selection toolbar's Deploy instead (`toolbar_deploy`, prepared by
 * `prepare_launch.toolbar` as the toolbar does when it appears);
 * `--settle 20` is the pause (ms) before each click, so what the last launch and the preparation
 * left running is done, as it is when a trader clicks; `--goal 2` is the own part's goal (ms) on
 * pump, bonk and usd1 (bags and bnb have issue 33's: own ≤ 3 ms, and arrival → sent ≤ 15 ms on bnb);
 * `--feed-clients 200 --feed-rate 20` clicks while the feed runs: that many Socket.IO feed
 * clients on the server and posts ingested at that rate (lib/live-feed.ts), so each click shares
 * the server's event loop with the feed's fan-out, as on a live server (0 clients: a quiet server).
 */
const args = numberArgs({
  launches: 100,
  warmup: 10,
  goal: 2,
  settle: 20,
  'feed-clients': 0,
  'feed-rate': 20,
});
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const platforms: DeployMode[] = choiceListArg('platforms', DEPLOY_MODES, [...DEPLOY_MODES]);
const clicks = flag('prepared') === undefined ? [true, false] : [flag('prepared') === '1'];
const via = flag('via') ?? 'form';
if (via !== 'form' && via !== 'toolbar') throw new Error(`--via form or toolbar, not ${via}`);
const clickEvent = via === 'toolbar' ? 'toolbar_deploy' : 'debug_request';

const PASSWORD = 'bench-deploy-password';
/**
 * Requests made in the background, not for the click: the blockhash cache's refresh (1 s), the
 * BSC head's poll while a bnb launch is kept fresh (0.75 s; a cold bnb click also reads the block
 * beside its estimate and nonce, side by side, so leaving it out changes little), and the live
 * feed's posts (`--feed-clients`).
 */
const BACKGROUND_CALLS = new Set(['getLatestBlockhash', 'eth_blockNumber', '/api/ingest']);
/** Each launch's wait for its answers, and for a speculation to be ready. */
const LAUNCH_TIMEOUT_MS = 15_000;

type Trader = {
  sessionId: string;
  socket: Socket;
  emit: (event: string, ...args: unknown[]) => void;
  solana: { apiKey: string; address: string };
  bnb: { apiKey: string; address: `0x${string}` };
};

async function main() {
  const started = performance.now();
  const fakes = await startFakePlatforms();
  const requests = new PlatformRequests();
  const watch = watchPrepares(createLaunchers(launchConfig({ ...fakes.config })));
  let lastTimings: LaunchTimings = {};
  const server = await startTestServer(
    'pglite',
    { LOG_LEVEL: 'warn', INGEST_TOKEN: SERVER_ENV.INGEST_TOKEN },
    {
      launchers: watch.launchers,
      onLaunchTimings: (timings) => (lastTimings = timings),
      // Every prepared click here is prepared ahead, hundreds a minute: above a trader's limit.
      speculationsPerMinute: Number.POSITIVE_INFINITY,
    },
  );
  // When each click reached the server: a listener put before the server's own, so it runs in
  // the same turn, just before the server reads its clock.
  const arrivals = new Map<string, number>();
  server.app.io.on('connection', (socket) => {
    socket.prependListener(
      clickEvent as never,
      ((payload: { request_id?: string }) => {
        if (payload?.request_id) arrivals.set(payload.request_id, performance.now());
      }) as never,
    );
    socket.on('bench_echo' as never, (payload: unknown, ack: (p: unknown) => void) => ack(payload));
  });

  const prepared = await trader(server, 'trader', fakes);
  const cold = await trader(server, 'cold_trader', fakes);
  const feed = args['feed-clients'] > 0 ? await liveFeed(server) : undefined;
  requests.start();

  const echoOnce = (t: Trader) =>
    new Promise<number>((resolve) => {
      const sentAt = performance.now();
      t.emit('bench_echo', { n: 1 }, () => resolve(performance.now() - sentAt));
    });

  let count = 0;
  const launch = async (t: Trader, mode: DeployMode, speculate: boolean): Promise<LaunchSample> => {
    const n = count++;
    const token = formToken(mode, n);
    const toolbar = toolbarToken(mode, n);
    const wallet = mode === 'bnb' ? t.bnb : t.solana;
    if (speculate) {
      const ready = watch.next(LAUNCH_TIMEOUT_MS);
      t.emit('prepare_launch', {
        session_id: t.sessionId,
        api_key: wallet.apiKey,
        mode,
        ...(via === 'toolbar' ? { toolbar } : { launch: token }),
      });
      await ready;
    }
    // A trader clicks a moment after the form opened: what the last launch and the preparation
    // left running (the mint pool's refill, the launch rows' writes) is done by then.
    await sleep(args.settle);
    requests.take();
    const preparesBefore = watch.count();
    const requestId = `bench_${mode}_${n}`;
    let busyEcho: Promise<number> | undefined;
    const answered = confirmed(t.socket, requestId, () => {
      busyEcho = echoOnce(t);
    });
    const emittedAt = performance.now();
    const who = { api_key: wallet.apiKey, session_id: t.sessionId, request_id: requestId };
    if (via === 'toolbar') t.emit('toolbar_deploy', { ...toolbar, ...who });
    else t.emit('debug_request', { ...token, type: 'create_token', axiom: false, ...who });
    await answered;
    const timings = lastTimings;
    const recorded = requests.take();
    if (speculate && watch.count() !== preparesBefore)
      throw new Error(`${mode}: a prepared click prepared again`);
    const arrival = arrivals.get(requestId) ?? Number.NaN;
    arrivals.delete(requestId);
    const sentAt = arrival + (timings.sent ?? Number.NaN);
    const onClick = recorded.filter(
      (r) => r.called >= arrival && r.called < sentAt && !BACKGROUND_CALLS.has(callOf(r)),
    );
    const send = onClick.filter((r) => SEND_CALLS.has(callOf(r))).at(-1);
    if (!send) throw new Error(`${mode}: no send request on the click`);
    // The server's own time before each request went out (since the last answer it had), and
    // from the last answer to 'sent'; negative when a request went out beside another.
    let reached = arrival;
    const gaps = onClick.map((r) => {
      const [out, back] = spanOf(r, sentAt);
      const gap = out - reached;
      reached = Math.max(reached, back);
      return gap;
    });
    gaps.push(sentAt - reached);
    return {
      timings,
      gaps,
      leaves: send.called - arrival,
      click: send.called - emittedAt,
      waited: waitingMs(onClick, arrival, sentAt),
      calls: onClick.map(callOf),
      echo: (await busyEcho) ?? Number.NaN,
      quietEcho: await echoOnce(t),
    };
  };

  const runs = new Map<string, [RunKey, LaunchSample[]]>();
  for (const mode of platforms) {
    for (const speculate of clicks)
      runs.set(`${mode} ${speculate}`, [{ mode, prepared: speculate }, []]);
    for (let i = 0; i < args.warmup + args.launches; i++) {
      for (const speculate of clicks) {
        const sample = await launch(speculate ? prepared : cold, mode, speculate);
        if (i >= args.warmup) runs.get(`${mode} ${speculate}`)?.[1].push(sample);
      }
    }
  }
  requests.stop();
  const feedPosts = await feed?.();
  const violations = [...fakes.rpc.violations, ...fakes.bags.violations];
  if (violations.length > 0) throw new Error(`bad requests: ${violations.join('; ')}`);

  const measured = [...runs.values()];
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `bench:deploy: ${args.launches} launches per platform and click (${via}) after ${args.warmup} of warm-up, ` +
      `prepared and cold alternating, against the loopback fakes (${seconds} s in all; ` +
      `${cpus().length} cores, load average ${load} at the end)` +
      (feedPosts === undefined
        ? '; no feed running\n'
        : `; the feed running: ${args['feed-clients']} clients, ${feedPosts} posts at ${args['feed-rate']}/s\n`),
  );
  console.log(
    `Click to sent, and the server's own part of it (goals, p50 prepared: own ≤ ${args.goal} ms on pump, bonk and usd1, ≤ 3 ms on bags and bnb; arrival → sent ≤ 15 ms on bnb):\n`,
  );
  console.log(goalTable(measured, args.goal));
  console.log('\nWhere click to sent goes (stages the server reports on launch_progress):\n');
  console.log(stageTable(measured));
  console.log("\nThe earlier pump bench's measures, every platform, against the echo baselines:\n");
  console.log(baselineTable(measured));
  console.log(
    "\nPlatform calls on the click before sent, each after the server's own time (p50 ms, in italics):\n",
  );
  for (const run of measured) console.log(callsLine(run));

  prepared.socket.disconnect();
  cold.socket.disconnect();
  closeLaunchers(watch.launchers);
  await server.close();
  await fakes.close();
}

/** The feed beside the clicks: its clients logged in as a reader of their own. */
async function liveFeed(server: TestServer) {
  await server.addUser('feed_reader', PASSWORD);
  const { sessionId } = await server.login('feed_reader', PASSWORD);
  return startLiveFeed(server.url, sessionId, {
    clients: args['feed-clients'],
    rate: args['feed-rate'],
  });
}

/** A trader with a Solana and a BNB wallet imported, both funded, on a socket of their own. */
async function trader(
  server: TestServer,
  username: string,
  fakes: Awaited<ReturnType<typeof startFakePlatforms>>,
): Promise<Trader> {
  await server.addUser(username, PASSWORD);
  const { sessionId } = await server.login(username, PASSWORD);
  const importKey = async (path: string, key: string) => {
    const response = await server.request('POST', path, { wallet_api: key }, sessionId);
    const body = (await response.json()) as ImportWalletResponseBody;
    if (!body.success) throw new Error(body.error);
    return body;
  };
  const solana = await importKey('/api/wallets/import', makeSolanaKey().base58);
  const bnbKey = makeBnbKey();
  const bnb = await importKey('/api/wallets/import_bnb', bnbKey.hex);
  fakes.rpc.tokenAccounts.set(solana.wallet_address, [
    { mint: USD1_MINT, amount: 10n ** 15n, decimals: 6 },
  ]);
  await fakes.bsc.fund(bnbKey.address, 10n ** 24n);
  const socket = io(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve) => socket.once('session_ready', () => resolve()));
  return {
    sessionId,
    socket,
    emit: (socket.emit as (event: string, ...args: unknown[]) => void).bind(socket),
    solana: { apiKey: solana.api_key, address: solana.wallet_address },
    bnb: { apiKey: bnb.api_key, address: bnbKey.address },
  };
}

/**
 * Resolves once the launch is answered and confirmed (so none of its calls runs into the next
 * launch's window); rejects with its failure. `onAnswer` runs as its success arrives.
 */
function confirmed(socket: Socket, requestId: string, onAnswer: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let succeeded = false;
    let done = false;
    const finish = (error?: Error) => {
      socket.off('launch_progress', onProgress);
      socket.off('debug_response', onResult);
      socket.off('token_error', onError);
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const onProgress = (progress: LaunchProgressPayload) => {
      if (progress.request_id !== requestId || progress.stage !== 'confirmed') return;
      done = true;
      if (succeeded) finish();
    };
    const onResult = (result: TokenCreateResult) => {
      if (result.request_id !== requestId) return;
      if (result.type !== 'token_create_success') return finish(new Error(result.message));
      succeeded = true;
      onAnswer();
      if (done) finish();
    };
    const onError = (error: TokenErrorPayload) => {
      if (error.request_id === requestId) finish(new Error(error.error));
    };
    const timer = setTimeout(() => finish(new Error(`${requestId}: no answer`)), LAUNCH_TIMEOUT_MS);
    socket.on('launch_progress', onProgress);
    socket.on('debug_response', onResult);
    socket.on('token_error', onError);
  });
}

await main();

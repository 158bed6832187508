import { performance } from 'node:perf_hooks';
import { PROTOCOL_VERSION, type TokenCreateResult } from '@launchdeck/protocol';
import { io } from 'socket.io-client';
import type { LaunchTimings } from '../apps/server/src/deploy/launch-timer.ts';
import { closeLaunchers, createLaunchers } from '../apps/server/src/deploy/launchers.ts';
import { servePumpAccounts } from '../apps/server/src/deploy/pump/fake-accounts.ts';
import { FakeSolanaRpc, newAddress } from '../apps/server/src/deploy/solana/fake-rpc.ts';
import { SolanaRpc } from '../apps/server/src/deploy/solana/rpc-client.ts';
import { RPC_SEND_MAX_RETRIES, RpcSender } from '../apps/server/src/deploy/solana/sender.ts';
import { launchConfig } from '../apps/server/src/test-support/launch-config.ts';
import { startTestServer } from '../apps/server/src/test-support/server.ts';
import { makeSolanaKey } from '../apps/server/src/wallets/test-keys.ts';
import { numberArgs } from './lib/args.ts';
import { type LatencySummary, ms, summarize } from './lib/stats.ts';

/**
 * Deploy click → platform request. A real Socket.IO client sends `debug_request`s, one after
 * another, to the product's server (in this process, embedded storage, a real imported wallet)
 * whose pump launcher is the real one, pointed at a loopback fake Solana RPC (blockhash, the pump
 * accounts, sendTransaction). It measures on one clock:
 *   - server: the event's arrival → the signed transaction's request leaving for the RPC;
 *   - click: the client's emit → that request leaving (transport + server);
 * and, in the same run on the same socket, interleaved, the baseline: a Socket.IO echo handler's
 * round trip. Prints p50 / p99 and the ratio of the click time to the echo round trip.
 * `--prepared 0` skips `prepare_launch` (a click with no form open first: the wallet and the right
 * to deploy are then read from storage on the click's path).
 */
const args = numberArgs({ launches: 400, warmup: 40, prepared: 1 });

const PASSWORD = 'bench-deploy-password';

async function main() {
  const fake = await FakeSolanaRpc.start({
    skipPreflight: false,
    maxRetries: RPC_SEND_MAX_RETRIES,
  });
  const lookupTable = newAddress();
  servePumpAccounts(fake.accounts, { lookupTable });

  // The product's sender, timed where the request leaves.
  let leftAt = Number.NaN;
  const rpcSender = new RpcSender(new SolanaRpc({ url: fake.url }), { skipPreflight: false });
  const launchers = createLaunchers(
    launchConfig({
      solanaRpcUrl: fake.url,
      pumpLookupTable: lookupTable.toBase58(),
      metadataBaseUrl: 'http://127.0.0.1',
    }),
    {
      sender: {
        send: (raw, signal) => {
          leftAt = performance.now();
          return rpcSender.send(raw, signal);
        },
      },
    },
  );
  let lastTimings: LaunchTimings = {};
  const server = await startTestServer(
    'pglite',
    { LOG_LEVEL: 'warn' },
    { launchers, onLaunchTimings: (timings) => (lastTimings = timings) },
  );
  server.app.io.on('connection', (socket) => {
    socket.on('bench_echo' as never, (payload: unknown, ack: (p: unknown) => void) => ack(payload));
  });

  await server.addUser('trader', PASSWORD);
  const { sessionId } = await server.login('trader', PASSWORD);
  const imported = await server.request(
    'POST',
    '/api/wallets/import',
    { wallet_api: makeSolanaKey().base58 },
    sessionId,
  );
  const { api_key } = (await imported.json()) as { api_key: string };

  const socket = io(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
    reconnection: false,
  });
  await new Promise<void>((resolve) => socket.once('session_ready', () => resolve()));
  const emit = (socket.emit as (event: string, ...args: unknown[]) => void).bind(socket);

  // As the deploy form does when it opens: name the wallet, so the click only signs and sends.
  const prepare = () =>
    new Promise<void>((resolve) => {
      emit('prepare_launch', { session_id: sessionId, api_key, mode: 'pump' });
      emit('bench_echo', {}, () => resolve());
    });

  const deployOnce = (n: number) =>
    new Promise<{ click: number; server: number }>((resolve, reject) => {
      const payload = {
        type: 'create_token',
        mode: 'pump',
        name: `Bench Cat ${n}`,
        ticker: 'BENCH',
        website: 'https://bench.example',
        twitter: 'https://x.com/bench/status/1',
        image_url: 'https://pbs.twimg.com/media/bench.jpg',
        buy_amount: 0.1,
        api_key,
        session_id: sessionId,
        axiom: false,
        request_id: `bench_${Date.now()}_${n}`,
      };
      const onError = (error: { error: string }) => reject(new Error(error.error));
      socket.once('token_error', onError);
      socket.once('debug_response', (result: TokenCreateResult) => {
        socket.off('token_error', onError);
        if (result.type !== 'token_create_success') return reject(new Error(result.message));
        stageTimings.push(lastTimings);
        resolve({ click: leftAt - sentAt, server: lastTimings.signed ?? Number.NaN });
      });
      const sentAt = performance.now();
      emit('debug_request', payload);
    });

  const echoOnce = () =>
    new Promise<number>((resolve) => {
      const sentAt = performance.now();
      emit('bench_echo', { n: 1 }, () => resolve(performance.now() - sentAt));
    });

  const stageTimings: LaunchTimings[] = [];
  const click: number[] = [];
  const serverSide: number[] = [];
  const echo: number[] = [];
  for (let n = 0; n < args.warmup + args.launches; n++) {
    if (args.prepared === 1) await prepare();
    const launch = await deployOnce(n);
    const roundTrip = await echoOnce();
    if (n < args.warmup) continue;
    click.push(launch.click);
    serverSide.push(launch.server);
    echo.push(roundTrip);
  }
  if (fake.violations.length > 0) throw new Error(`bad requests: ${fake.violations.join('; ')}`);

  const row = (name: string, s: LatencySummary) =>
    `${name.padEnd(44)} p50 ${ms(s.p50).padStart(9)}   p99 ${ms(s.p99).padStart(9)}   max ${ms(s.max).padStart(9)}`;
  const serverSummary = summarize(serverSide);
  const clickSummary = summarize(click);
  const echoSummary = summarize(echo);
  console.log(
    `deploy: ${args.launches} pump launches (create + first buy, real builder and signer), ` +
      `${args.prepared === 1 ? 'each prepared by prepare_launch as the form does' : 'unprepared (--prepared 0)'}, ` +
      `${fake.sent.length} transactions received by the fake RPC`,
  );
  console.log(row('server: event arrival -> platform request', serverSummary));
  const stages = ['validated', 'prepared', 'signed'] as const;
  const measured = stageTimings.slice(args.warmup);
  console.log(
    `  stage reached, p50 after arrival: ${stages
      .map((stage) => `${stage} ${ms(summarize(measured.map((t) => t[stage] ?? Number.NaN)).p50)}`)
      .join(', ')}`,
  );
  console.log(row('click: client emit -> platform request', clickSummary));
  console.log(row('baseline: Socket.IO echo round trip', echoSummary));
  console.log(
    `ratio click/echo: p50 ${(clickSummary.p50 / echoSummary.p50).toFixed(2)}x, ` +
      `p99 ${(clickSummary.p99 / echoSummary.p99).toFixed(2)}x`,
  );

  socket.disconnect();
  closeLaunchers(launchers);
  await server.close();
  await fake.close();
}

await main();

import { randomBytes } from 'node:crypto';
import { type CreateTokenRequest, DEPLOY_MESSAGES, DEPLOY_MODES } from '@launchdeck/protocol';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchConfig } from '../../test/deploy/launch-config-fixture.ts';
import { openTestStorage } from '../../test/storage/support.ts';
import { makeBnbKey, makeSolanaKey } from '../../test/wallets/keys-fixture.ts';
import { LaunchesRepository, type LaunchOutcome } from '../launches/repository.ts';
import { KeyCipher } from '../secrets/key-cipher.ts';
import type { Storage } from '../storage/database.ts';
import { UsersRepository } from '../users/repository.ts';
import { WalletsRepository } from '../wallets/repository.ts';
import { WalletsService } from '../wallets/service.ts';
import { SpendCaps } from '../wallets/spend-caps.ts';
import { WalletKeyVault } from '../wallets/vault.ts';
import { HostedMetadataStore } from './hosted-metadata.ts';
import { TokenImageStore } from './images/upload-store.ts';
import { LaunchError, type Launcher } from './launcher.ts';
import { createLaunchers } from './launchers.ts';
import { OfflineLauncher } from './offline/launcher.ts';
import {
  type ConfirmedLaunch,
  type LaunchAnswer,
  LaunchService,
  type LaunchServiceDeps,
} from './service.ts';

/** A platform that takes the request and never answers, until the launch gives up on it. */
class SilentPlatform extends OfflineLauncher {
  override submit(...[, , context]: Parameters<Launcher['submit']>) {
    return new Promise<never>((_, reject) => {
      context.signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }
}

/** A platform whose chain refuses every transaction it sent. */
class FailingChain extends OfflineLauncher {
  override async confirm(): Promise<void> {
    throw new LaunchError('Transaction failed on chain');
  }
}

/** A platform the server is not set up for: the trader reads a sentence, the operator the setting. */
class UnsetPlatform extends OfflineLauncher {
  override async prepare(): Promise<never> {
    throw new LaunchError('Launches are not available on this server right now.', {
      operatorDetail: 'set EXAMPLE_RPC_URL',
    });
  }
}

/** Writes a launch's "sent" outcome slowly, as a busy connection of a pool may. */
class SlowSentRecords extends LaunchesRepository {
  /** Settles once the "sent" outcome is in the table. */
  sentWritten: Promise<void> | undefined;

  override async finish(id: number, outcome: LaunchOutcome): Promise<void> {
    if (outcome.status !== 'sent') return super.finish(id, outcome);
    this.sentWritten = new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
      super.finish(id, outcome),
    );
    return this.sentWritten;
  }
}

describe('the launch service', () => {
  let storage: Storage;
  let userId: number;
  let handle: string;
  let launches: LaunchesRepository;

  const service = (
    launcher: Launcher,
    deadlineMs?: number,
    onConfirmed?: LaunchServiceDeps['onConfirmed'],
    records: LaunchesRepository = launches,
    log = pino({ level: 'silent' }),
  ) => {
    const cipher = new KeyCipher(randomBytes(32));
    return {
      cipher,
      service: new LaunchService({
        launchers: {
          ...createLaunchers(launchConfig({ metadataBaseUrl: '' })),
          [launcher.mode]: launcher,
        },
        vault: new WalletKeyVault({ repo: new WalletsRepository(storage.db), cipher }),
        metadata: new HostedMetadataStore(storage.db, 'https://launchdeck.example'),
        uploads: new TokenImageStore(storage.db, 'https://launchdeck.example'),
        launches: records,
        users: new UsersRepository(storage.db),
        imageUrl: (kind, name) => `https://launchdeck.example/${kind}/${name}`,
        log,
        deadlineMs,
        onConfirmed,
      }),
    };
  };

  const request = (over: Partial<CreateTokenRequest> = {}): CreateTokenRequest => ({
    type: 'create_token',
    mode: 'pump',
    name: 'Slow Cat',
    ticker: 'SLOW',
    website: '',
    twitter: '',
    image_type: 'letter',
    image_url: null,
    buy_amount: 1,
    api_key: handle,
    session_id: 'unused-here',
    axiom: false,
    request_id: `req_${randomBytes(6).toString('hex')}`,
    ...over,
  });

  let built: ReturnType<typeof service>;
  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    launches = new LaunchesRepository(storage.db);
    const users = new UsersRepository(storage.db);
    const user = await users.insert({ username: 'ann', passwordHash: 'x' });
    userId = user?.id ?? -1;
    built = service(new SilentPlatform('pump'), 200);
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: built.cipher,
    });
    handle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
  });
  afterAll(() => storage.close());

  it('gives up on a platform that does not answer within the deadline, and records why', async () => {
    const payload = request();
    const answer = await built.service.launch(
      { userId, username: 'ann' },
      payload,
      performance.now(),
    );
    expect(answer).toEqual({
      kind: 'refused',
      error: DEPLOY_MESSAGES.timedOut,
      requestId: payload.request_id,
    });
    // The outcome is written after the answer, off the trader's path.
    await expect
      .poll(async () => (await launches.find(userId, payload.request_id ?? ''))?.status)
      .toBe('failed');
    const row = await launches.find(userId, payload.request_id ?? '');
    expect(row).toMatchObject({ status: 'failed', error: DEPLOY_MESSAGES.timedOut });
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });

  it('refuses a second launch while one is in flight, and answers a repeat of it as the first', async () => {
    const first = request();
    const pending = built.service.launch({ userId, username: 'ann' }, first, performance.now());
    const other: LaunchAnswer = await built.service.launch(
      { userId, username: 'ann' },
      request(),
      performance.now(),
    );
    const repeat = await built.service.launch(
      { userId, username: 'ann' },
      first,
      performance.now(),
    );
    expect(other).toMatchObject({ kind: 'refused', error: DEPLOY_MESSAGES.inProgress });
    expect(repeat).toEqual({
      kind: 'duplicate',
      requestId: first.request_id,
      first: { status: 'failed', error: DEPLOY_MESSAGES.timedOut },
    });
    expect(await pending).toMatchObject({ kind: 'refused', error: DEPLOY_MESSAGES.timedOut });
  });

  it.each(DEPLOY_MODES)(
    'refuses a %s launch from a wallet of the other chain before its launcher runs',
    async (mode) => {
      const launcher = new OfflineLauncher(mode);
      const prepare = vi.spyOn(launcher, 'prepare');
      const submit = vi.spyOn(launcher, 'submit');
      const built = service(launcher);
      const wallets = new WalletsService({
        repo: new WalletsRepository(storage.db),
        caps: new SpendCaps(storage.db),
        cipher: built.cipher,
      });
      const otherChain =
        mode === 'bnb'
          ? await wallets.import(userId, 'solana', makeSolanaKey().base58)
          : await wallets.import(userId, 'bnb', makeBnbKey().hex);
      const payload = request({ mode, api_key: otherChain.api_key });
      const user = { userId, username: 'ann' };
      await built.service.prepare(user, otherChain.api_key, {
        kind: 'form',
        launch: {
          mode,
          name: payload.name,
          ticker: payload.ticker,
          website: '',
          twitter: '',
          image_type: 'letter',
          image_url: null,
          buy_amount: 1,
        },
      });
      expect(await built.service.launch(user, payload, performance.now())).toMatchObject({
        kind: 'refused',
        error: DEPLOY_MESSAGES.wrongWalletNetwork(mode),
      });
      expect(prepare).not.toHaveBeenCalled();
      expect(submit).not.toHaveBeenCalled();
    },
  );

  it('answers a request id it already launched with its outcome, even after it finished', async () => {
    const quick = service(new OfflineLauncher('pump'));
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: quick.cipher,
    });
    const ownHandle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
    const payload = request({ api_key: ownHandle });
    const first = await quick.service.launch(
      { userId, username: 'ann' },
      payload,
      performance.now(),
    );
    expect(first.kind).toBe('launched');
    const again = await quick.service.launch(
      { userId, username: 'ann' },
      payload,
      performance.now(),
    );
    expect(again).toEqual({
      kind: 'duplicate',
      requestId: payload.request_id,
      first: { status: 'sent', results: first.kind === 'launched' ? first.results : [] },
    });
  });

  it('records a failure on chain over the sent outcome, however late the sent one is written', async () => {
    const slow = new SlowSentRecords(storage.db);
    const failing = service(new FailingChain('pump'), undefined, undefined, slow);
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: failing.cipher,
    });
    const ownHandle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
    const payload = request({ api_key: ownHandle });
    const answer = await failing.service.launch(
      { userId, username: 'ann' },
      payload,
      performance.now(),
    );
    if (answer.kind !== 'launched') throw new Error(`not launched: ${answer.kind}`);
    expect(await answer.confirmed).toBe('Transaction failed on chain');
    await slow.sentWritten;
    expect(await launches.find(userId, payload.request_id ?? '')).toMatchObject({
      status: 'failed',
      error: 'Transaction failed on chain',
    });
  });

  it('tells onConfirmed of each confirmed launch, after its outcome; a failing listener fails nothing', async () => {
    const told: ConfirmedLaunch[] = [];
    const quick = service(new OfflineLauncher('pump'), undefined, async (launch) => {
      told.push(launch);
      throw new Error('the ledger is down');
    });
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: quick.cipher,
    });
    const ownHandle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
    const payload = request({ api_key: ownHandle, multi_deploy: 2 });
    const answer = await quick.service.launch(
      { userId, username: 'ann' },
      payload,
      performance.now(),
    );
    if (answer.kind !== 'launched') throw new Error(`not launched: ${answer.kind}`);
    expect(await answer.confirmed).toBeNull();
    await expect.poll(() => told.length).toBe(1);
    const row = await launches.find(userId, payload.request_id ?? '');
    expect(row).toMatchObject({ status: 'confirmed', simulated: true });
    expect(told).toEqual([
      { launchId: row?.id, userId, mode: 'pump', deploys: 2, simulated: true },
    ]);
  });

  it('does not tell onConfirmed of a refused launch', async () => {
    const told: ConfirmedLaunch[] = [];
    const quick = service(new OfflineLauncher('pump'), undefined, async (launch) => {
      told.push(launch);
    });
    const answer = await quick.service.launch(
      { userId, username: 'ann' },
      request({ api_key: 'not-a-wallet-of-ann' }),
      performance.now(),
    );
    expect(answer).toMatchObject({ kind: 'refused' });
    // A confirmed launch afterwards is told, so the refused one had its chance first.
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: quick.cipher,
    });
    const ownHandle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
    const laterPayload = request({ api_key: ownHandle });
    const later = await quick.service.launch(
      { userId, username: 'ann' },
      laterPayload,
      performance.now(),
    );
    if (later.kind !== 'launched') throw new Error(`not launched: ${later.kind}`);
    await later.confirmed;
    await expect.poll(() => told.length).toBe(1);
    const row = await launches.find(userId, laterPayload.request_id ?? '');
    expect(told.map((launch) => launch.launchId)).toEqual([row?.id]);
  });

  it('tells the trader the sentence and only the log the setting a failure needs', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const unset = service(new UnsetPlatform('pump'), undefined, undefined, launches, log);
    const wallets = new WalletsService({
      repo: new WalletsRepository(storage.db),
      caps: new SpendCaps(storage.db),
      cipher: unset.cipher,
    });
    const ownHandle = (await wallets.import(userId, 'solana', makeSolanaKey().base58)).api_key;
    const answer = await unset.service.launch(
      { userId, username: 'ann' },
      request({ api_key: ownHandle }),
      performance.now(),
    );
    expect(answer).toMatchObject({
      kind: 'refused',
      error: 'Launches are not available on this server right now.',
    });
    expect(JSON.stringify(answer)).not.toContain('EXAMPLE_RPC_URL');
    expect(lines.join('')).toContain('set EXAMPLE_RPC_URL');
  });
});

import { chainOfMode, DEPLOY_MODES, type DeployMode } from '@launchdeck/protocol';
import { isAddress } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANY_WALLET,
  makeLaunchContext,
  makeLaunchRequest,
} from '../../../test/deploy/launch-request-fixture.ts';
import { makeBnbSigner, makeSolanaSigner } from '../../../test/wallets/signers-fixture.ts';
import type { WalletSigner } from '../../wallets/signer.ts';
import { isSolanaAddress } from '../solana/ed25519.ts';
import { OfflineLauncher } from './launcher.ts';

const SOLANA_MODES: DeployMode[] = ['pump', 'bonk', 'bags', 'usd1'];

describe('OfflineLauncher', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = () => {
      throw new Error('the offline launcher called fetch');
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const signerFor = (mode: DeployMode): WalletSigner =>
    mode === 'bnb' ? makeBnbSigner() : makeSolanaSigner();
  const validAddress = (mode: DeployMode, address: string) =>
    mode === 'bnb' ? isAddress(address, { strict: true }) : isSolanaAddress(address);

  it.each(DEPLOY_MODES)(
    '%s: signs, returns a fresh valid address each time, simulated',
    async (mode) => {
      const launcher = new OfflineLauncher(mode);
      const signer = signerFor(mode);
      const request = makeLaunchRequest({ mode, gwei: mode === 'bnb' ? 3 : undefined });
      const addresses: string[] = [];
      for (let i = 0; i < 3; i++) {
        const context = makeLaunchContext();
        const prepared = await launcher.prepare(request, ANY_WALLET, context);
        const submitted = await launcher.submit(prepared, signer, context);
        await launcher.confirm(submitted, context);
        expect(submitted.address).toBe(prepared.address);
        expect(submitted.transaction).not.toBe('');
        expect(context.stages).toEqual(['signed', 'sent']);
        addresses.push(submitted.address);
      }

      expect(launcher).toMatchObject({
        mode,
        chain: chainOfMode(mode),
        simulated: true,
      });
      expect(addresses.every((a) => validAddress(mode, a))).toBe(true);
      expect(new Set(addresses).size).toBe(3);
    },
  );

  it('gives each launch of a multi-deploy its own mint', async () => {
    const launcher = new OfflineLauncher('pump');
    const request = makeLaunchRequest({ multiDeploy: 5 });
    const prepared = await Promise.all(
      [1, 2, 3, 4, 5].map(() => launcher.prepare(request, ANY_WALLET, makeLaunchContext())),
    );
    expect(new Set(prepared.map((p) => p.address)).size).toBe(5);
  });

  it.each(SOLANA_MODES)('%s: holds the name and symbol to pump.fun limits in bytes', (mode) => {
    const launcher = new OfflineLauncher(mode);
    expect(launcher.validate(makeLaunchRequest({ mode, name: '🚀'.repeat(9) }))).toBe(
      'The name takes 36 bytes; pump.fun allows at most 32 (emoji and accented letters take 2 to 4 each). Shorten the name.',
    );
    expect(launcher.validate(makeLaunchRequest({ mode, ticker: 'ÉÉÉÉÉÉÉ' }))).toBe(
      'The symbol takes 14 bytes; pump.fun allows at most 13. Shorten the symbol.',
    );
    expect(launcher.validate(makeLaunchRequest({ mode }))).toBeNull();
  });

  it('refuses a Solana signer whose signatures do not match its address', async () => {
    const launcher = new OfflineLauncher('pump');
    const honest = makeSolanaSigner();
    const impostor = { ...makeSolanaSigner(), address: honest.address };
    const context = makeLaunchContext();
    const prepared = await launcher.prepare(makeLaunchRequest(), ANY_WALLET, context);

    await expect(launcher.submit(prepared, impostor, context)).rejects.toThrow(
      "The wallet's signature did not verify against its address. Import the wallet again.",
    );
  });

  it('stops on an aborted signal', async () => {
    const controller = new AbortController();
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(
      new OfflineLauncher('bonk').prepare(
        makeLaunchRequest(),
        ANY_WALLET,
        makeLaunchContext(controller.signal),
      ),
    ).rejects.toBe(reason);
  });
});

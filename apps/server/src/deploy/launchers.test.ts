import { DEPLOY_MODES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { launchConfig } from '../../test/deploy/launch-config-fixture.ts';
import { BagsLauncher } from './bags/launcher.ts';
import { BnbLauncher } from './bnb/launcher.ts';
import { BonkLauncher } from './bonk/launcher.ts';
import { closeLaunchers, createLaunchers } from './launchers.ts';
import { OfflineLauncher } from './offline/launcher.ts';
import { PumpLauncher } from './pump/launcher.ts';

describe('createLaunchers', () => {
  it('launches every mode offline, labelled simulated, without a Solana RPC', () => {
    const launchers = createLaunchers(launchConfig());
    for (const mode of DEPLOY_MODES) {
      expect(launchers[mode]).toBeInstanceOf(OfflineLauncher);
      expect(launchers[mode]).toMatchObject({ mode, simulated: true });
    }
    expect(launchers.bnb.chain).toBe('bnb');
    closeLaunchers(launchers);
  });

  it('launches pump, bonk and usd1 for real with SOLANA_RPC_URL; bags and bnb stay offline', () => {
    const launchers = createLaunchers(launchConfig({ solanaRpcUrl: 'http://127.0.0.1:8899' }));
    expect(launchers.pump).toBeInstanceOf(PumpLauncher);
    expect(launchers.pump).toMatchObject({ mode: 'pump', chain: 'solana', simulated: false });
    expect(launchers.bonk).toBeInstanceOf(BonkLauncher);
    expect(launchers.usd1).toBeInstanceOf(BonkLauncher);
    expect(launchers.bonk).toMatchObject({ mode: 'bonk', simulated: false });
    expect(launchers.usd1).toMatchObject({ mode: 'usd1', simulated: false });
    for (const mode of ['bags', 'bnb'] as const) expect(launchers[mode].simulated).toBe(true);
    closeLaunchers(launchers);
  });

  it('launches bags for real with SOLANA_RPC_URL and BAGS_API_KEY', () => {
    const launchers = createLaunchers(
      launchConfig({ solanaRpcUrl: 'http://127.0.0.1:8899', bagsApiKey: 'bags-key' }),
    );
    expect(launchers.bags).toBeInstanceOf(BagsLauncher);
    expect(launchers.bags).toMatchObject({ mode: 'bags', chain: 'solana', simulated: false });
    closeLaunchers(launchers);
  });

  it('launches bnb for real with BSC_RPC_URL', () => {
    const launchers = createLaunchers(launchConfig({ bscRpcUrl: 'http://127.0.0.1:8545' }));
    expect(launchers.bnb).toBeInstanceOf(BnbLauncher);
    expect(launchers.bnb).toMatchObject({ mode: 'bnb', chain: 'bnb', simulated: false });
    for (const mode of ['pump', 'bonk', 'bags', 'usd1'] as const)
      expect(launchers[mode].simulated).toBe(true);
    closeLaunchers(launchers);
  });
});

import { DEPLOY_MODES } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { launchConfig } from '../test-support/launch-config.ts';
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
    expect(launchers.bnb.chain).toBe('bsc');
    closeLaunchers(launchers);
  });

  it('launches pump for real with SOLANA_RPC_URL; the others stay offline', () => {
    const launchers = createLaunchers(launchConfig({ solanaRpcUrl: 'http://127.0.0.1:8899' }));
    expect(launchers.pump).toBeInstanceOf(PumpLauncher);
    expect(launchers.pump).toMatchObject({ mode: 'pump', chain: 'solana', simulated: false });
    for (const mode of ['bonk', 'bags', 'bnb', 'usd1'] as const)
      expect(launchers[mode].simulated).toBe(true);
    closeLaunchers(launchers);
  });
});

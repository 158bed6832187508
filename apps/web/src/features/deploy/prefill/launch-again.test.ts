import { describe, expect, it } from 'vitest';
import {
  SOLANA_WALLET,
  samplePrefill,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';

describe("launchAgain (My Launches' 'Launch again')", () => {
  it('opens the form filled from the launch, on its platform, whatever the default mode', () => {
    storeWallets(SOLANA_WALLET);
    const { deploy, state, connect } = startDeploy({ defaultMode: 'pump' });
    connect();
    deploy.launchAgain(samplePrefill(), 'bags');
    expect(state().open).toBe(true);
    expect(state().form).toMatchObject({ name: 'Frog King', ticker: 'FROGKING', mode: 'bags' });
  });

  it('shows Access Denied instead when this login may not deploy', () => {
    const { deploy, state, connect } = startDeploy();
    connect().receive('session_ready', { username: 'alice', canDeploy: false });
    deploy.launchAgain(samplePrefill(), 'pump');
    expect(state()).toMatchObject({ open: false, dialog: { kind: 'access-denied' } });
  });
});

import { describe, expect, it } from 'vitest';
import { Chain, ChainSchema, chainOfMode } from './chain.ts';
import { DEPLOY_MODES, type DeployMode } from './deploy-settings.ts';

describe('chainOfMode', () => {
  it.each<[DeployMode, Chain]>([
    ['pump', 'solana'],
    ['bonk', 'solana'],
    ['bags', 'solana'],
    ['bnb', 'bnb'],
    ['usd1', 'solana'],
  ])('%s launches on %s', (mode, chain) => {
    expect(chainOfMode(mode)).toBe(chain);
  });

  it('names a chain of the schema for every deploy mode', () => {
    for (const mode of DEPLOY_MODES)
      expect(ChainSchema.parse(chainOfMode(mode))).toBe(chainOfMode(mode));
  });

  it('puts only bnb on BNB Chain', () => {
    expect(DEPLOY_MODES.filter((mode) => chainOfMode(mode) === Chain.bnb)).toEqual(['bnb']);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('SOLANA_DAS_URL', () => {
  it('is read as the DAS endpoint, its api-key query kept; unset or empty, none', () => {
    const url = 'https://mainnet.helius-rpc.com/?api-key=0f2c9a4e-1b7d-4c3a-9e8f-000000000000';
    expect(loadConfig({ SOLANA_DAS_URL: url }).solanaDasUrl).toBe(url);
    expect(loadConfig({}).solanaDasUrl).toBeUndefined();
    expect(loadConfig({ SOLANA_DAS_URL: '' }).solanaDasUrl).toBeUndefined();
  });

  it.each(['wss://mainnet.helius-rpc.com', 'helius'])('refuses %s', (value) => {
    expect(() => loadConfig({ SOLANA_DAS_URL: value })).toThrow(
      'SOLANA_DAS_URL: must be an http(s) URL',
    );
  });
});

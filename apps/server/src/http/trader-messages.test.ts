import * as protocol from '@launchdeck/protocol';
import { configurationLeaks } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { COMMAND_TEXT } from '../chat/commands.ts';
import { BAGS_MESSAGES, BAGS_OPERATOR_NOTES } from '../deploy/bags/messages.ts';
import { BNB_CHAIN_MESSAGES } from '../deploy/bnb/chain-errors.ts';
import { FOUR_MEME_MESSAGES } from '../deploy/bnb/four-meme-client.ts';
import { LAUNCH_TRANSACTION_MESSAGES } from '../deploy/bonk/launch-transaction.ts';
import { BONK_LAUNCH_MESSAGES } from '../deploy/bonk/launcher.ts';
import { BONK_MESSAGES } from '../deploy/bonk/limits.ts';
import { TOKEN_IMAGE_MESSAGES } from '../deploy/images/loader.ts';
import { BNB_MESSAGES } from '../deploy/offline/bnb-create.ts';
import { OFFLINE_MESSAGES } from '../deploy/offline/launcher.ts';
import { PUMP_MESSAGES } from '../deploy/pump/limits.ts';
import { PUMP_STATE_MESSAGES, PUMP_STATE_OPERATOR_NOTES } from '../deploy/pump/state.ts';
import { PUMP_TRANSACTION_MESSAGES } from '../deploy/pump/transaction.ts';
import { SOLANA_MESSAGES } from '../deploy/solana/rpc-errors.ts';
import { INGEST_MESSAGES } from '../feed/ingest-routes.ts';
import { METRICS_MESSAGES } from '../metrics/routes.ts';
import { TRANSLATE_OPERATOR_NOTES } from '../translate/route-guards.ts';
import { RPC_MESSAGES } from '../vamp/asset-source.ts';
import { TOKEN_LINKS_MESSAGES } from '../vamp/token-links.ts';
import { VAMP_MESSAGES } from '../vamp/trigger-route.ts';

/** Every protocol catalog a trader reads: MESSAGES and each `…_MESSAGES` / `…_TEXT`. */
const protocolCatalogs = Object.fromEntries(
  Object.entries(protocol).filter(([name]) =>
    /^(?:MESSAGES|[A-Z0-9_]+_(?:MESSAGES|TEXT))$/.test(name),
  ),
);

/**
 * The server's own sentences that reach a trader: launch errors ('Token Creation Error: …'), the
 * HTTP answers and the chat commands' replies. KEY_CIPHER_MESSAGES is left out: it is only logged.
 */
const serverCatalogs = {
  BAGS_MESSAGES,
  BNB_CHAIN_MESSAGES,
  BNB_MESSAGES,
  BONK_LAUNCH_MESSAGES,
  BONK_MESSAGES,
  COMMAND_TEXT,
  FOUR_MEME_MESSAGES,
  INGEST_MESSAGES,
  LAUNCH_TRANSACTION_MESSAGES,
  METRICS_MESSAGES,
  OFFLINE_MESSAGES,
  PUMP_MESSAGES,
  PUMP_STATE_MESSAGES,
  PUMP_TRANSACTION_MESSAGES,
  RPC_MESSAGES,
  SOLANA_MESSAGES,
  TOKEN_IMAGE_MESSAGES,
  TOKEN_LINKS_MESSAGES,
  VAMP_MESSAGES,
};

describe('the sentences a trader reads', () => {
  it('walk every protocol catalog, the deploy and translation ones among them', () => {
    expect(Object.keys(protocolCatalogs)).toEqual(
      expect.arrayContaining([
        'MESSAGES',
        'DEPLOY_MESSAGES',
        'TRANSLATE_MESSAGES',
        'TRANSLATE_TEXT_MESSAGES',
        'TRANSLATION_TEXT',
      ]),
    );
  });

  it('name no configuration: no environment variable, no "set X", no provider setting', () => {
    expect(configurationLeaks({ ...protocolCatalogs, ...serverCatalogs })).toEqual([]);
  });

  it('leave the setting to the operator notes, which the log gets', () => {
    expect(TRANSLATE_OPERATOR_NOTES.notConfigured).toMatch(/DEEPL_API_KEY.*LIBRETRANSLATE_URL/);
    expect(BAGS_OPERATOR_NOTES.apiKey(401)).toContain('BAGS_API_KEY');
    expect(PUMP_STATE_OPERATOR_NOTES.missingGlobal).toContain('SOLANA_RPC_URL');
    expect(PUMP_STATE_OPERATOR_NOTES.missingLookupTable('x')).toContain('PUMP_LOOKUP_TABLE');
  });
});

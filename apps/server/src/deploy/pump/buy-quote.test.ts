import type { FeeConfig, Global } from '@pump-fun/pump-sdk';
import BN from 'bn.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  feeConfigAccountData,
  globalAccountData,
} from '../../../test/deploy/pump/accounts-fixture.ts';
import { NATIVE_MINT, PUMP_FEE_PROGRAM_ID, PUMP_PROGRAM_ID } from './addresses.ts';
import { lamportsOf, quoteFirstBuy } from './buy-quote.ts';
import { pumpSdk } from './sdk.ts';

describe('quoteFirstBuy', () => {
  let global: Global;
  let feeConfig: FeeConfig;
  const info = (data: Buffer, owner: typeof PUMP_PROGRAM_ID) => ({
    data,
    owner,
    lamports: 1,
    executable: false,
  });
  beforeAll(() => {
    const sdk = pumpSdk();
    global = sdk.PUMP_SDK.decodeGlobal(info(globalAccountData(), PUMP_PROGRAM_ID));
    feeConfig = sdk.PUMP_SDK.decodeFeeConfig(info(feeConfigAccountData(), PUMP_FEE_PROGRAM_ID));
  });

  it("answers the SDK's tokens for the amount and 1 % more as the most it may cost", () => {
    const tokens = pumpSdk().getBuyTokenAmountFromSolAmount({
      global,
      feeConfig,
      mintSupply: null,
      bondingCurve: null,
      amount: new BN(lamportsOf(0.5).toString()),
      quoteMint: NATIVE_MINT,
    });
    expect(quoteFirstBuy(global, feeConfig, 0.5)).toEqual({
      lamports: 500_000_000n,
      tokenAmount: BigInt(tokens.toString()),
      maxSolCost: 505_000_000n,
    });
  });

  it('works an amount out once per state read: the same amount again is the kept quote', () => {
    const first = quoteFirstBuy(global, feeConfig, 0.37);
    expect(quoteFirstBuy(global, feeConfig, 0.37)).toBe(first);
    // Another amount, or a new read of the state, is worked out afresh (to the same numbers).
    expect(quoteFirstBuy(global, feeConfig, 0.38)).not.toEqual(first);
    const reread = pumpSdk().PUMP_SDK.decodeGlobal(info(globalAccountData(), PUMP_PROGRAM_ID));
    const again = quoteFirstBuy(reread, feeConfig, 0.37);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

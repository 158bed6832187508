import { allowsMultiDeploy, DEPLOY_DEFAULTS, DEPLOY_LIMITS } from '@launchdeck/protocol';
import { useId } from 'react';
import { useDeploy, useDeployController } from '../context.tsx';
import { BUY_UNITS, DEPLOY_TEXT } from '../strings.ts';
import { currencyOf } from './form.ts';

/**
 * DA §2 / §5: the Multi-Deploy slider (1–5; disabled for bags, bnb and usd1), the buy amount of the
 * mode's currency (min 0, step 0.1, 1 for usd1; blank sends the placeholder's amount) and, for bnb, the gas price.
 */
export function AmountFields() {
  const form = useDeploy((state) => state.form);
  const { setBuyAmount, setGwei, setMultiDeploy } = useDeployController();
  const multiId = useId();
  const amountId = useId();
  const gweiId = useId();
  const currency = currencyOf(form.mode);
  const multiAllowed = allowsMultiDeploy(form.mode);
  return (
    <div className="deploy-amounts">
      <div className="deploy-field">
        <div className="deploy-label-row">
          <label htmlFor={multiId}>{DEPLOY_TEXT.multiDeploy}</label>
          <output htmlFor={multiId} className="deploy-counter">
            {multiAllowed ? form.multiDeploy : 1}
          </output>
        </div>
        <input
          id={multiId}
          type="range"
          min={1}
          max={DEPLOY_LIMITS.multiDeployMax}
          step={1}
          value={multiAllowed ? form.multiDeploy : 1}
          disabled={!multiAllowed}
          onChange={(event) => setMultiDeploy(Number(event.target.value))}
        />
      </div>
      <div className="deploy-field">
        <label htmlFor={amountId}>
          {DEPLOY_TEXT.buyAmount} ({BUY_UNITS[currency]})
        </label>
        <input
          id={amountId}
          type="number"
          min={0}
          step={currency === 'usd1' ? 1 : 0.1}
          inputMode="decimal"
          value={form.buyAmounts[currency]}
          placeholder={String(form.fallbackAmounts[currency])}
          onChange={(event) => setBuyAmount(event.target.value)}
        />
      </div>
      {form.mode === 'bnb' ? (
        <div className="deploy-field">
          <label htmlFor={gweiId}>{DEPLOY_TEXT.gwei}</label>
          <input
            id={gweiId}
            type="number"
            min={DEPLOY_LIMITS.gweiMin}
            max={DEPLOY_LIMITS.gweiMax}
            step={0.1}
            inputMode="decimal"
            value={form.gwei}
            placeholder={String(DEPLOY_DEFAULTS.bnbGwei)}
            onChange={(event) => setGwei(event.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}

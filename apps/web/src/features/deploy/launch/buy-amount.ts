import {
  buyAmountOrDefault,
  type DeployMode,
  globalSolBuyAmount,
  type StoredWallet,
  TOOLBAR_DEFAULTS,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { currencyOf, type DeployForm } from '../form/form.ts';

/**
 * Where a launch takes its buy amount from: the deploy form (its field as typed, else the
 * fallback it opened with), or the feed (the selection toolbar and the hotkeys: the active
 * wallet's own amount, else the settings' global amount).
 */
export type BuyAmountSource =
  | { place: 'form'; form: Pick<DeployForm, 'mode' | 'buyAmounts' | 'fallbackAmounts'> }
  | {
      place: 'feed';
      mode: DeployMode;
      settings: TrackerSettings;
      wallet: StoredWallet | null;
    };

/**
 * The one getter of what a launch will spend, in the mode's own unit (SOL, BNB, USD1 as typed;
 * the usd1 request sends it ÷ 1000). Every launch sends this amount and every screen that names
 * an amount before the launch (the Launch button, the hotkey dialog) shows it. DA §9's readings
 * stay: in the form a SOL amount never set reads 5 (its fallback), in the feed 7 (the settings
 * getter's fallback, TOOLBAR_DEFAULTS).
 */
export function launchBuyAmount(source: BuyAmountSource): number {
  if (source.place === 'form') {
    const { form } = source;
    const currency = currencyOf(form.mode);
    const typed = form.buyAmounts[currency];
    return typed.trim() === ''
      ? form.fallbackAmounts[currency]
      : buyAmountOrDefault(form.mode, typed);
  }
  const { mode, settings, wallet } = source;
  const own = mode === 'usd1' ? undefined : wallet?.buyAmount;
  const global =
    mode === 'bnb'
      ? settings.globalBnbBuyAmount
      : mode === 'usd1'
        ? settings.globalUsd1BuyAmount
        : globalSolBuyAmount(settings);
  const amount = own ?? global;
  return Number.isFinite(amount) ? amount : TOOLBAR_DEFAULTS.solBuyAmount;
}

const UNITS: Record<DeployMode, string> = {
  pump: 'SOL',
  bonk: 'SOL',
  bags: 'SOL',
  bnb: 'BNB',
  usd1: 'USD1',
};

/** An amount as the trader reads it beside a launch: '5 SOL', '0.1 BNB', '100 USD1'. */
export function formatBuyAmount(mode: DeployMode, amount: number): string {
  return `${Number(amount.toFixed(9))} ${UNITS[mode]}`;
}

import {
  chainOfMode,
  type DeployMode,
  formatKeybind,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { formatBuyAmount, launchBuyAmount } from '../launch/buy-amount.ts';
import type { WalletSource } from '../wallet-source.ts';
import { HOTKEY_TEXT } from './strings.ts';

/** One launch hotkey as the arming dialog lists it: key → what it launches → platform → amount. */
export type HotkeyRow = {
  /** The key as the trader reads it: 'Ctrl+X'. */
  keybind: string;
  /** The preset's name, or 'Auto-deploy'. */
  launches: string;
  /** The platform, with 'or the author's whitelist' when a whitelist can change it. */
  platform: string;
  /** What a launch by this key spends on that platform, from the one getter: '7 SOL'. */
  amount: string;
};

const hasWhitelist = (settings: TrackerSettings) =>
  [
    settings.pumpFunWhitelist,
    settings.bonkWhitelist,
    settings.bnbWhitelist,
    settings.usd1Whitelist,
  ].some((list) => list.some((entry) => entry.trim() !== ''));

/**
 * DA §3 / §4 launch hotkeys (issue 50): the auto-deploy keybind, then each preset with a key, as
 * the arming dialog lists them. The platform is the preset's own, else the default mode (a post
 * whose author is on a whitelist goes to that list's platform, which the row says); the amount is
 * what `launchBuyAmount` gives for the feed on that platform with its chain's active wallet, the
 * exact amount a press sends. Keys set to None are left out.
 */
export function hotkeyRows(settings: TrackerSettings, wallets: WalletSource): HotkeyRow[] {
  const row = (keybind: string, launches: string, own: DeployMode | 'default'): HotkeyRow => {
    const mode = own === 'default' ? settings.defaultMode : own;
    const amount = launchBuyAmount({
      place: 'feed',
      mode,
      settings,
      wallet: wallets.active(chainOfMode(mode)),
    });
    return {
      keybind,
      launches,
      platform:
        own === 'default' && hasWhitelist(settings) ? `${mode} (${HOTKEY_TEXT.orWhitelist})` : mode,
      amount: formatBuyAmount(mode, amount),
    };
  };
  const rows: HotkeyRow[] = [];
  const auto = formatKeybind(settings.keybinds.autoDeploy);
  if (settings.keybinds.autoDeploy.key !== '')
    rows.push(row(auto, HOTKEY_TEXT.autoDeploy, 'default'));
  for (const preset of settings.presets) {
    if (preset.keybind.key === '') continue;
    rows.push(row(formatKeybind(preset.keybind), preset.name, preset.mode));
  }
  return rows;
}

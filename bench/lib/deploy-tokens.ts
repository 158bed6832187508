import { type DeployMode, type PrepareLaunchPayload, TOOLBAR_DEFAULTS } from '@launchdeck/protocol';

export type FormToken = NonNullable<PrepareLaunchPayload['launch']>;

export const DEPLOY_MODES = ['pump', 'bonk', 'usd1', 'bags', 'bnb'] as const satisfies DeployMode[];

/**
 * The token the deploy form shows for the bench's n-th launch on a platform: a new name each
 * time, so no platform or cache sees the same token twice. pump keeps the image link the earlier
 * pump-only bench used (pump's launcher never loads it: the metadata we host names it); the
 * others draw the letter image, which their launchers render and upload.
 */
export function formToken(mode: DeployMode, n: number): FormToken {
  const common = {
    mode,
    name: `Bench Cat ${n}`,
    ticker: 'BENCH',
    website: 'https://bench.example',
    twitter: 'https://x.com/bench/status/1',
  };
  switch (mode) {
    case 'pump':
      return {
        ...common,
        image_type: null,
        image_url: 'https://pbs.twimg.com/media/bench.jpg',
        buy_amount: 0.1,
      };
    case 'usd1':
      // Thousands of USD1 (DA §5): 1 is 1000 USD1.
      return { ...common, image_type: 'letter', image_url: null, buy_amount: 1 };
    case 'bnb':
      return { ...common, image_type: 'letter', image_url: null, buy_amount: 0.1, gwei: 5 };
    default:
      return { ...common, image_type: 'letter', image_url: null, buy_amount: 0.1 };
  }
}

export type ToolbarToken = NonNullable<PrepareLaunchPayload['toolbar']>;

/**
 * The same token as the selection toolbar's Deploy sends it (DA §3 toolbar variant): the symbol
 * as the ticker, the amount as the first buy, description '.', the toolbar's priority fee and tip,
 * and the post it came from. bags has no fee split from the toolbar (its creator gets it all).
 */
export function toolbarToken(mode: DeployMode, n: number): ToolbarToken {
  const form = formToken(mode, n);
  return {
    mode,
    name: form.name,
    symbol: form.ticker,
    description: TOOLBAR_DEFAULTS.description,
    amount: form.buy_amount,
    priority_fee: TOOLBAR_DEFAULTS.priorityFee,
    tip: TOOLBAR_DEFAULTS.tip,
    source_tweet_id: 'x:1900000000000000001',
    source_tweet_author: 'bench',
    source_tweet_text: `${form.name} has arrived`,
    image_type: form.image_type ?? null,
    image_url: form.image_url ?? null,
    twitter: form.twitter ?? '',
    website: form.website ?? '',
  };
}

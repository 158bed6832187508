import type { CreateTokenRequest } from '../deploy.ts';
import { DEPLOY_LIMITS, DEPLOY_MESSAGES } from '../deploy.ts';
import { DEPLOY_DEFAULTS, type DeployMode, SOL_BUY_AMOUNT_READINGS } from '../deploy-settings.ts';
import { bagsClaimerHandle, bagsSharesAddUp, isBagsClaimerHandle } from './bags-fees.ts';

/** DA §5: name and symbol limits by mode (bnb allows 20 for both). */
export function fieldLimits(mode: DeployMode): { nameMax: number; symbolMax: number } {
  return mode === 'bnb'
    ? { nameMax: DEPLOY_LIMITS.nameMaxBnb, symbolMax: DEPLOY_LIMITS.symbolMaxBnb }
    : { nameMax: DEPLOY_LIMITS.nameMax, symbolMax: DEPLOY_LIMITS.symbolMax };
}

/** DA §5: an empty name or symbol is sent as one space; whitespace is removed from the symbol. */
export function normalizeLaunchText(
  name: string,
  ticker: string,
): { name: string; ticker: string } {
  const symbol = ticker.replace(/\s+/g, '');
  return { name: name.trim() === '' ? ' ' : name.trim(), ticker: symbol === '' ? ' ' : symbol };
}

/** DA §5: website gets https:// unless it starts with http. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** DA §5: a twitter value that is not a URL gets the twitter host; @ is stripped. */
export function normalizeTwitter(value: string): string {
  const trimmed = value.trim().replace(/^@/, '');
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://x.com/${trimmed}`;
}

/**
 * DA §5: blank or invalid buy amounts fall back to 1.5 for bnb, 1000 for usd1, 5 for solana (DA §9's
 * blur reading).
 */
export function buyAmountOrDefault(mode: DeployMode, value: number | string | null | undefined) {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (Number.isFinite(parsed) && parsed >= 0 && String(value ?? '').trim() !== '') return parsed;
  if (mode === 'bnb') return DEPLOY_DEFAULTS.bnbBuyAmount;
  return mode === 'usd1' ? DEPLOY_DEFAULTS.usd1BuyAmount : SOL_BUY_AMOUNT_READINGS.blur;
}

/** DA §5: the usd1 amount is sent divided by 1000. */
export function buyAmountToSend(mode: DeployMode, amount: number): number {
  return mode === 'usd1' ? amount / 1000 : amount;
}

/** DA §5: multi_deploy is sent only above 1 and outside bags, bnb and usd1. */
export function allowsMultiDeploy(mode: DeployMode): boolean {
  return !DEPLOY_LIMITS.singleDeployModes.includes(mode);
}

/**
 * The DA §5 checks that depend on the mode, after the schema: the first failure as the sentence
 * the trader reads, or null. Server and browser both run it.
 */
export function deployFieldError(request: CreateTokenRequest): string | null {
  const { nameMax, symbolMax } = fieldLimits(request.mode);
  if (
    request.mode === 'bnb' &&
    (request.name.length > nameMax || request.ticker.length > symbolMax)
  )
    return DEPLOY_MESSAGES.bnbCharLimit;
  if (request.name.length > nameMax) return `Name must be at most ${nameMax} characters`;
  if (request.ticker.length > symbolMax) return `Symbol must be at most ${symbolMax} characters`;
  if (
    request.multi_deploy !== undefined &&
    request.multi_deploy > 1 &&
    !allowsMultiDeploy(request.mode)
  )
    return DEPLOY_MESSAGES.multiDeployNotAllowed;
  if (request.mode === 'bags') {
    if (!bagsSharesAddUp(request.bags_creator_share, request.bags_fee_claimer_share))
      return 'Bags fee shares must add up to 100%';
    const handle = bagsClaimerHandle(request.bags_fee_claimer);
    if (handle !== '' && !isBagsClaimerHandle(handle)) return DEPLOY_MESSAGES.bagsClaimerHandle;
  }
  return null;
}

import {
  allowsMultiDeploy,
  buyAmountToSend,
  CreateTokenRequest,
  DEPLOY_DEFAULTS,
  DEPLOY_LIMITS,
  deployFieldError,
  normalizeLaunchText,
  normalizeTwitter,
  normalizeWebsite,
  type PrepareLaunchPayload,
} from '@launchdeck/protocol';
import { bagsRequestFields } from '../form/bags-fees.ts';
import { type DeployForm, selectedImage } from '../form/form.ts';
import { imageNotReady } from '../images/image-items.ts';
import { launchBuyAmount } from './buy-amount.ts';

/** Who sends the launch; the request id is the click's (a prepared token has none). */
export type LaunchContext = { sessionId: string; apiKey: string; requestId?: string };
/** The token as `prepare_launch` carries it: the click's request without who sends it. */
export type PreparedToken = NonNullable<PrepareLaunchPayload['launch']>;
export type BuiltRequest = { ok: true; request: CreateTokenRequest } | { ok: false; error: string };

/** How a field the schema refused is named to the trader. */
const FIELD_LABELS: Record<string, string> = {
  website: 'Website',
  twitter: 'Twitter URL',
  image_url: 'Image',
  api_key: 'Wallet',
  session_id: 'Session',
  name: 'Name',
  ticker: 'Symbol',
};

/** DA §5: a blank gas price is the default 5 gwei. */
export function gweiOrDefault(text: string): number {
  const value = Number.parseFloat(text);
  return text.trim() === '' || !Number.isFinite(value) ? DEPLOY_DEFAULTS.bnbGwei : value;
}

function rangeError(form: DeployForm, buyAmount: number, gwei: number): string | null {
  const max = DEPLOY_LIMITS.buyAmountMax * (form.mode === 'usd1' ? 1000 : 1);
  if (buyAmount > max) return `Buy Amount must be at most ${max}`;
  const { gweiMin, gweiMax } = DEPLOY_LIMITS;
  if (form.mode === 'bnb' && (gwei < gweiMin || gwei > gweiMax))
    return `Gwei must be between ${gweiMin} and ${gweiMax}`;
  return null;
}

/**
 * DA §3 / §5: the `debug_request` payload for the form. Name and symbol as normalizeLaunchText
 * gives them (blank → one space, no spaces in the symbol), website and twitter normalised, the
 * buy amount (blank → the form's fallback amount, unreadable → DA §5's; usd1 sent ÷ 1000),
 * multi_deploy only above 1 where allowed, gwei only for bnb, the Bags fee split only for bags,
 * axiom false. Checked with the protocol schema and deployFieldError, as the
 * server will check it, so a refusal is said here before anything is sent.
 */
export function buildCreateTokenRequest(form: DeployForm, context: LaunchContext): BuiltRequest {
  const { mode } = form;
  const buyAmount = launchBuyAmount({ place: 'form', form });
  const gwei = gweiOrDefault(form.gwei);
  const outOfRange = rangeError(form, buyAmount, gwei);
  if (outOfRange) return { ok: false, error: outOfRange };
  // An uploaded image goes as its hosted link once the upload is done, never as its data URL.
  const notReady = imageNotReady(form);
  if (notReady) return { ok: false, error: notReady };
  const image = form.image.kind === 'image' ? selectedImage(form) : undefined;
  const parsed = CreateTokenRequest.safeParse({
    type: 'create_token',
    mode,
    ...normalizeLaunchText(form.name, form.ticker),
    website: normalizeWebsite(form.website),
    twitter: normalizeTwitter(form.twitter),
    image_type: form.image.kind === 'image' ? null : form.image.kind,
    image_url: image?.url || null,
    buy_amount: buyAmountToSend(mode, buyAmount),
    api_key: context.apiKey,
    session_id: context.sessionId,
    axiom: false,
    ...(allowsMultiDeploy(mode) && form.multiDeploy > 1 ? { multi_deploy: form.multiDeploy } : {}),
    ...(mode === 'bnb' ? { gwei } : {}),
    ...(mode === 'bags' ? bagsRequestFields(form.bags) : {}),
    ...(context.requestId === undefined ? {} : { request_id: context.requestId }),
    ...(form.source
      ? {
          source_tweet_id: form.source.id,
          source_tweet_author: form.source.author,
          source_tweet_text: form.source.text,
        }
      : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    return {
      ok: false,
      error: `${FIELD_LABELS[field] ?? field} ${issue?.message ?? 'is invalid'}`,
    };
  }
  const fieldError = deployFieldError(parsed.data);
  return fieldError ? { ok: false, error: fieldError } : { ok: true, request: parsed.data };
}

/**
 * The token a click would launch now, for `prepare_launch` (the server prepares the platform's
 * slow part ahead): built by the click's own builder so the fields are identical; null when the
 * click would be refused.
 */
export function preparedToken(
  form: DeployForm,
  context: Omit<LaunchContext, 'requestId'>,
): PreparedToken | null {
  const built = buildCreateTokenRequest(form, context);
  if (!built.ok) return null;
  const {
    type: _type,
    api_key: _apiKey,
    session_id: _sessionId,
    axiom: _axiom,
    request_id: _requestId,
    translate_to_chinese: _translate,
    // The post it came from changes nothing the platform prepares.
    source_tweet_id: _sourceId,
    source_tweet_author: _sourceAuthor,
    source_tweet_text: _sourceText,
    ...token
  } = built.request;
  return token;
}

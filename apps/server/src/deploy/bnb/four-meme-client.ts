import type { Hex } from 'viem';
import type { ImageFile } from '../images/token-images.ts';
import { LaunchError } from '../launcher.ts';

/** The steps of a four.meme launch, named as the trader reads them in a failure sentence. */
const STEPS = {
  nonce: 'login request',
  login: 'login',
  upload: 'image upload',
  config: 'configuration request',
  create: 'token creation',
} as const;
export type FourMemeStep = keyof typeof STEPS;

/** Each call's time limit (ours): the upload carries the image, the rest are small JSON calls. */
export const FOUR_MEME_LIMITS_MS: Record<FourMemeStep, number> = {
  nonce: 5_000,
  login: 5_000,
  upload: 15_000,
  config: 5_000,
  create: 10_000,
};

/** The sentences a trader reads after 'Token Creation Error: ' (ours; research §1e failures). */
export const FOUR_MEME_MESSAGES = {
  unavailable: (step: FourMemeStep, detail: string) =>
    `four.meme did not answer the ${STEPS[step]} (${detail}). Try again in a moment.`,
  refused: (step: FourMemeStep, reason: string) =>
    `four.meme refused the ${STEPS[step]}: ${reason}`,
  emptyUpload:
    'four.meme took the image upload but answered no image link. Try again or choose another image.',
  noBnbRaise: 'four.meme lists no open BNB raise right now, so it cannot launch. Try again later.',
  noCreateArgs:
    'four.meme answered the token creation without its signed arguments. Try again in a moment.',
} as const;

/**
 * A four.meme failure. `loginExpired` marks an answer that says the access token is no longer
 * valid, so the caller logs in again once.
 */
export class FourMemeError extends LaunchError {
  constructor(
    message: string,
    readonly loginExpired = false,
  ) {
    super(message);
  }
}

/** One raisedToken preset of `GET /public/config`, sent back unmodified (research §1e step 4). */
export type RaisedToken = { symbol: string; status: string; totalBAmount?: unknown } & Record<
  string,
  unknown
>;

/** `POST /private/token/create`'s body (research §1e step 5). */
export type FourMemeCreateBody = {
  name: string;
  shortName: string;
  desc: string;
  imgUrl: string;
  launchTime: number;
  label: 'Meme';
  lpTradingFee: 0.0025;
  webUrl: string;
  twitterUrl: string;
  /** The first buy in BNB, as a decimal string. */
  preSale: string;
  feePlan: false;
  raisedToken: RaisedToken;
  raisedAmount: unknown;
  totalSupply: 1_000_000_000;
  saleRate: 0.8;
  reserveRate: 0;
  onlyMPC: false;
};

/** What TokenManager2.createToken takes, as four.meme signs it. */
export type CreateArgs = { createArg: Hex; signature: Hex };

type Envelope = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown };

/**
 * An answer saying the access token is not (or no longer) valid. four.meme documents no code for
 * it, so an HTTP 401/403, or a refusal whose words speak of the login, counts.
 */
function saysLoginExpired(status: number, reason: string): boolean {
  return (
    status === 401 || status === 403 || /log ?in|token.*(expired|invalid)|unauthori/i.test(reason)
  );
}

/** 'connection refused' rather than undici's 'fetch failed'. */
function connectionDetail(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause !== null && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND') return 'host not found';
  return code ? `connection failed: ${code}` : 'connection failed';
}

function hexOf(value: unknown): Hex | null {
  if (typeof value !== 'string' || value === '') return null;
  if (/^0x([0-9a-f]{2})*$/i.test(value)) return value as Hex;
  // Some answers carry base64 (research §1e step 5).
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(value))
    return `0x${Buffer.from(value, 'base64').toString('hex')}`;
  return null;
}

/**
 * four.meme's web API (research §1e), one base URL so fetch keeps the connection warm. Every call
 * has its own time limit besides the launch's signal; every failure is one FourMemeError sentence.
 */
export class FourMemeClient {
  private readonly limits: Record<FourMemeStep, number>;

  constructor(
    private readonly url: string,
    limits: Partial<Record<FourMemeStep, number>> = {},
  ) {
    this.limits = { ...FOUR_MEME_LIMITS_MS, ...limits };
  }

  /** The nonce the login message signs. */
  async nonce(address: string, signal: AbortSignal): Promise<string> {
    const data = await this.call(
      'nonce',
      '/private/user/nonce/generate',
      {
        method: 'POST',
        json: { accountAddress: address, verifyType: 'LOGIN', networkCode: 'BSC' },
      },
      signal,
    );
    if (typeof data !== 'string' || data === '')
      throw new FourMemeError(FOUR_MEME_MESSAGES.refused('nonce', 'it answered no nonce.'));
    return data;
  }

  /** The access token for a login signed as `You are sign in Meme {nonce}`. */
  async login(address: string, signature: Hex, signal: AbortSignal): Promise<string> {
    const data = await this.call(
      'login',
      '/private/user/login/dex',
      {
        method: 'POST',
        json: {
          region: 'WEB',
          langType: 'EN',
          loginIp: '',
          inviteCode: '',
          verifyInfo: { address, networkCode: 'BSC', signature, verifyType: 'LOGIN' },
          walletName: 'MetaMask',
        },
      },
      signal,
    );
    if (typeof data !== 'string' || data === '')
      throw new FourMemeError(FOUR_MEME_MESSAGES.refused('login', 'it answered no access token.'));
    return data;
  }

  /** The image's link on four.meme, which alone it accepts as `imgUrl`. */
  async upload(accessToken: string, image: ImageFile, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([image.bytes], { type: image.contentType }), image.fileName);
    const data = await this.call(
      'upload',
      '/private/token/upload',
      { method: 'POST', body: form, accessToken },
      signal,
    );
    if (typeof data !== 'string' || data === '')
      throw new FourMemeError(FOUR_MEME_MESSAGES.emptyUpload);
    return data;
  }

  /** The published BNB raise preset, unmodified. */
  async bnbRaise(signal: AbortSignal): Promise<RaisedToken> {
    const data = await this.call('config', '/public/config', { method: 'GET' }, signal);
    const presets = Array.isArray(data) ? data : [];
    const bnb = presets.find(
      (preset): preset is RaisedToken =>
        preset !== null &&
        typeof preset === 'object' &&
        preset.symbol === 'BNB' &&
        preset.status === 'PUBLISH',
    );
    if (!bnb) throw new FourMemeError(FOUR_MEME_MESSAGES.noBnbRaise);
    return bnb;
  }

  /** The signed createToken arguments for this token. */
  async create(
    accessToken: string,
    body: FourMemeCreateBody,
    signal: AbortSignal,
  ): Promise<CreateArgs> {
    const data = await this.call(
      'create',
      '/private/token/create',
      { method: 'POST', json: body, accessToken },
      signal,
    );
    const answer = (data ?? {}) as { createArg?: unknown; signature?: unknown };
    const createArg = hexOf(answer.createArg);
    const signature = hexOf(answer.signature);
    if (!createArg || !signature) throw new FourMemeError(FOUR_MEME_MESSAGES.noCreateArgs);
    return { createArg, signature };
  }

  /** One call: the envelope's `data` when `code` is "0", else a FourMemeError. */
  private async call(
    step: FourMemeStep,
    path: string,
    request: { method: 'GET' | 'POST'; json?: unknown; body?: FormData; accessToken?: string },
    signal: AbortSignal,
  ): Promise<unknown> {
    signal.throwIfAborted();
    const timeout = AbortSignal.timeout(this.limits[step]);
    const headers: Record<string, string> = {};
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    if (request.accessToken) headers['meme-web-access'] = request.accessToken;
    let status: number;
    let envelope: Envelope;
    try {
      const response = await fetch(`${this.url}${path}`, {
        method: request.method,
        headers,
        body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
        signal: AbortSignal.any([signal, timeout]),
      });
      status = response.status;
      const text = await response.text();
      envelope = parseEnvelope(text);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (timeout.aborted)
        throw new FourMemeError(
          FOUR_MEME_MESSAGES.unavailable(step, `no answer within ${this.limits[step] / 1000} s`),
        );
      throw new FourMemeError(FOUR_MEME_MESSAGES.unavailable(step, connectionDetail(error)));
    }
    const reason = String(envelope.msg ?? envelope.message ?? '').trim();
    if (saysLoginExpired(status, reason) && request.accessToken)
      throw new FourMemeError(
        FOUR_MEME_MESSAGES.refused(step, 'the login expired. Try again.'),
        true,
      );
    if (status >= 500 || envelope.code === undefined)
      throw new FourMemeError(
        FOUR_MEME_MESSAGES.unavailable(
          step,
          status === 200 ? 'an unreadable answer' : `HTTP ${status}`,
        ),
      );
    if (String(envelope.code) !== '0')
      throw new FourMemeError(
        FOUR_MEME_MESSAGES.refused(step, sentence(reason || `code ${String(envelope.code)}`)),
      );
    return envelope.data;
  }
}

function parseEnvelope(text: string): Envelope {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : {};
  } catch {
    return {};
  }
}

/** four.meme's words as the end of our sentence. */
function sentence(reason: string): string {
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

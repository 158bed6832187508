import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { type Address, getAddress, type Hex, parseEther, recoverMessageAddress } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { loginMessage } from '../../../src/deploy/bnb/four-meme-logins.ts';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../fake-http.ts';
import { encodeCreateArgs, signCreateArgs } from './fake-four-meme-create-args.ts';

/**
 * Test support (tests, e2e and the bench): four.meme's web API (research §1e) on 127.0.0.1 at a
 * free port. It checks each body, header and the login signature exactly, issues access tokens,
 * takes uploads, and answers create with arguments the TokenManager2 stand-in accepts, signed by
 * its own key (`signer`, which FakeBscNode trusts). A body it does not expect is answered with a
 * refusal and recorded in `violations`; failures are queued per path.
 */

export const FOUR_MEME_PATHS = {
  nonce: '/private/user/nonce/generate',
  login: '/private/user/login/dex',
  upload: '/private/token/upload',
  config: '/public/config',
  create: '/private/token/create',
} as const;

/** A queued failure: an HTTP status, no answer, a refusal, an empty answer, or a foreign signature. */
export type FourMemeFailure =
  | { status: number }
  | { hang: true }
  | { code: string; msg: string }
  | { empty: true }
  | { wrongSigner: true };

/** What four.meme answers an expired or unknown access token (its real wording is undocumented). */
export const EXPIRED_ANSWER = {
  code: '401',
  msg: 'Login expired, please log in again',
  data: null,
};

/** `GET /public/config`'s presets: the published BNB raise among others. */
export const RAISED_TOKENS = [
  {
    symbol: 'BNB',
    symbolAddress: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
    totalBAmount: '24',
    totalAmount: '1000000000',
    saleRate: '0.8',
    status: 'PUBLISH',
    nativeSymbol: true,
  },
  {
    symbol: 'USD1',
    symbolAddress: `0x${'8d'.repeat(20)}`,
    totalBAmount: '12000',
    saleRate: '0.8',
    status: 'PUBLISH',
  },
  {
    symbol: 'CAKE',
    symbolAddress: `0x${'0e'.repeat(20)}`,
    totalBAmount: '4000',
    saleRate: '0.8',
    status: 'INIT',
  },
];

const TOTAL_SUPPLY = 1_000_000_000n * 10n ** 18n;

export class FakeFourMeme {
  /** Body and header problems the fake refused; a test expects none. */
  readonly violations: string[] = [];
  /** The images uploaded, by the link answered. */
  readonly uploads = new Map<string, { bytes: Buffer; contentType: string; fileName: string }>();
  /** Successful logins, by wallet (lower case). */
  readonly logins = new Map<string, number>();
  /** Answer createArg and signature as base64 instead of hex (research §1e says both occur). */
  base64 = false;
  private readonly signerAccount: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey());
  private readonly nonces = new Map<string, string>();
  private readonly tokens = new Map<string, { address: Address; expired: boolean }>();
  private readonly failures = new Map<string, FourMemeFailure[]>();

  private constructor(private readonly http: FakeHttpServer) {}

  static async start(): Promise<FakeFourMeme> {
    let fake: FakeFourMeme | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      void fake?.answer(request, response);
    });
    fake = new FakeFourMeme(http);
    return fake;
  }

  get url(): string {
    return this.http.url;
  }

  /** The address TokenManager2 (the stand-in) checks createToken's signature against. */
  get signer(): Address {
    return this.signerAccount.address;
  }

  /** Requests to a path ('/private/token/create'), in order. */
  requests(path: string): SeenRequest[] {
    return this.http.requests.filter((r) => r.path === path);
  }

  /** Every access token issued so far stops working. */
  expireLogins(): void {
    for (const token of this.tokens.values()) token.expired = true;
  }

  failNext(path: string, failure: FourMemeFailure): void {
    const queue = this.failures.get(path) ?? [];
    queue.push(failure);
    this.failures.set(path, queue);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async answer(request: SeenRequest, response: ServerResponse): Promise<void> {
    const failure = this.failures.get(request.path)?.shift();
    if (failure && 'hang' in failure) return;
    if (failure && 'status' in failure) {
      sendJson(response, failure.status, { code: '500', msg: 'Internal Server Error' });
      return;
    }
    if (failure && 'code' in failure) {
      sendJson(response, 200, { code: failure.code, msg: failure.msg, data: null });
      return;
    }
    const ok = (data: unknown) => sendJson(response, 200, { code: '0', msg: 'success', data });
    const refuse = (problem: string) => {
      this.violations.push(`${request.path}: ${problem}`);
      sendJson(response, 200, { code: '400', msg: problem, data: null });
    };
    try {
      const data = await this.handle(request, failure);
      if (data === EXPIRED_ANSWER) sendJson(response, 200, EXPIRED_ANSWER);
      else ok(data);
    } catch (error) {
      refuse(error instanceof Error ? error.message : String(error));
    }
  }

  private async handle(
    request: SeenRequest,
    failure: FourMemeFailure | undefined,
  ): Promise<unknown> {
    const { path } = request;
    if (path === FOUR_MEME_PATHS.config) {
      expect(request.method === 'GET', 'config is a GET');
      return RAISED_TOKENS;
    }
    expect(request.method === 'POST', `${path} is a POST`);
    if (path === FOUR_MEME_PATHS.nonce) return this.nonce(json(request));
    if (path === FOUR_MEME_PATHS.login) return this.login(json(request));
    const session = this.tokens.get(String(request.headers['meme-web-access'] ?? ''));
    if (!session || session.expired) return EXPIRED_ANSWER;
    if (path === FOUR_MEME_PATHS.upload)
      return failure && 'empty' in failure ? '' : this.upload(request);
    if (path === FOUR_MEME_PATHS.create)
      return this.create(
        json(request),
        session.address,
        failure !== undefined && 'wrongSigner' in failure,
      );
    throw new Error(`no such path ${path}`);
  }

  private nonce(body: unknown): string {
    const { accountAddress } = body as { accountAddress?: unknown };
    expect(typeof accountAddress === 'string', 'accountAddress missing');
    exactly(body, { accountAddress, verifyType: 'LOGIN', networkCode: 'BSC' });
    const nonce = randomUUID();
    this.nonces.set(String(accountAddress).toLowerCase(), nonce);
    return nonce;
  }

  private async login(body: unknown): Promise<string> {
    const info = (body as { verifyInfo?: { address?: unknown; signature?: unknown } }).verifyInfo;
    const address = String(info?.address ?? '');
    const signature = String(info?.signature ?? '') as Hex;
    exactly(body, {
      region: 'WEB',
      langType: 'EN',
      loginIp: '',
      inviteCode: '',
      verifyInfo: { address, networkCode: 'BSC', signature, verifyType: 'LOGIN' },
      walletName: 'MetaMask',
    });
    const nonce = this.nonces.get(address.toLowerCase());
    expect(nonce !== undefined, 'no nonce was issued to this address');
    this.nonces.delete(address.toLowerCase());
    const signedBy = await recoverMessageAddress({ message: loginMessage(nonce ?? ''), signature });
    expect(
      signedBy.toLowerCase() === address.toLowerCase(),
      'the login signature is not the address',
    );
    const token = `tk_${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, { address: getAddress(address), expired: false });
    this.logins.set(address.toLowerCase(), (this.logins.get(address.toLowerCase()) ?? 0) + 1);
    return token;
  }

  private async upload(request: SeenRequest): Promise<string> {
    const contentType = String(request.headers['content-type'] ?? '');
    expect(contentType.startsWith('multipart/form-data'), 'the upload is not multipart');
    const form = await new Response(request.raw, {
      headers: { 'content-type': contentType },
    }).formData();
    const file = form.get('file');
    expect(file instanceof Blob, 'no file part');
    const blob = file as File;
    expect(
      /^image\/(jpeg|png|gif|bmp|webp)$/.test(blob.type),
      `${blob.type} is not an image type four.meme takes`,
    );
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.length > 0, 'the file is empty');
    const link = `https://static.four.meme/market/${randomUUID()}.png`;
    this.uploads.set(link, { bytes, contentType: blob.type, fileName: blob.name });
    return link;
  }

  private async create(body: unknown, creator: Address, wrongSigner: boolean) {
    const b = body as Record<string, unknown>;
    const bnb = RAISED_TOKENS[0];
    expect(typeof b.name === 'string' && typeof b.shortName === 'string', 'name and shortName');
    expect(typeof b.launchTime === 'number', 'launchTime in ms');
    expect(
      typeof b.preSale === 'string' && /^\d+(\.\d+)?$/.test(String(b.preSale)),
      'preSale a decimal string',
    );
    expect(
      this.uploads.has(String(b.imgUrl)),
      'imgUrl is not a link four.meme answered an upload with',
    );
    exactly(body, {
      name: b.name,
      shortName: b.shortName,
      desc: typeof b.desc === 'string' ? b.desc : null,
      imgUrl: b.imgUrl,
      launchTime: b.launchTime,
      label: 'Meme',
      lpTradingFee: 0.0025,
      webUrl: typeof b.webUrl === 'string' ? b.webUrl : null,
      twitterUrl: typeof b.twitterUrl === 'string' ? b.twitterUrl : null,
      preSale: b.preSale,
      feePlan: false,
      raisedToken: bnb,
      raisedAmount: bnb?.totalBAmount,
      totalSupply: 1_000_000_000,
      saleRate: 0.8,
      reserveRate: 0,
      onlyMPC: false,
    });
    const createArg = encodeCreateArgs({
      requestId: BigInt(`0x${randomBytes(8).toString('hex')}`),
      creator,
      name: String(b.name),
      symbol: String(b.shortName),
      totalSupply: TOTAL_SUPPLY,
      launchTime: BigInt(Math.floor(Number(b.launchTime) / 1000)),
      presale: parseEther(String(b.preSale)),
    });
    const signer = wrongSigner ? privateKeyToAccount(generatePrivateKey()) : this.signerAccount;
    const signature = await signCreateArgs(signer, createArg);
    const encode = (value: Hex) =>
      this.base64 ? Buffer.from(value.slice(2), 'hex').toString('base64') : value;
    return { createArg: encode(createArg), signature: encode(signature) };
  }
}

function json(request: SeenRequest): unknown {
  expect(
    String(request.headers['content-type'] ?? '').startsWith('application/json'),
    'the body is not sent as JSON',
  );
  return JSON.parse(request.body);
}

function expect(condition: boolean, problem: string): void {
  if (!condition) throw new Error(problem);
}

function exactly(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected))
    throw new Error(
      `unexpected body ${JSON.stringify(actual)}; expected ${JSON.stringify(expected)}`,
    );
}

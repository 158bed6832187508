import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { USD1_MINT } from '@launchdeck/protocol';
import { PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { FakeHttpServer, type SeenRequest, sendJson } from '../../fake-http.ts';
import { fakeLaunchLabCreate } from './fake-launchlab-transaction.ts';
import { tradeLocalViolations, uploadMetaViolations } from './fake-pumpportal-checks.ts';

/**
 * Test and bench support (not a test file, so e2e and bench:deploy can start it): PumpPortal's
 * trade-local and the bonk metadata worker's two uploads on 127.0.0.1 at a free port. It checks
 * every request's exact body (a violation is recorded and answered 400), and answers trade-local
 * with a real unsigned v0 transaction creating the token through LaunchLab, with a blockhash
 * the Solana fake knows. Failures are queued per endpoint.
 */

export type BonkEndpoint = 'trade-local' | 'upload-img' | 'upload-meta';

/** How the next call of an endpoint fails. `wrong-payer` is trade-local only. */
export type BonkFailure =
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'empty' }
  | { kind: 'error-json'; message: string }
  | { kind: 'wrong-payer' };

export type FakePumpPortalOptions = {
  /** Where trade-local's blockhashes come from: `FakeSolanaRpc` (its issueBlockhash). */
  blockhashes: { issueBlockhash(): string };
  /** The image upload's answer form: plain text (default) or JSON `{success, url}`. */
  imageAnswer?: 'text' | 'json';
};

/** An image as the worker received it. */
export type ReceivedImage = { fileName: string; contentType: string; bytes: Buffer };

/** A transaction the fake built, and for whom. */
export type IssuedTransaction = { payer: string; mint: string; blockhash: string };

const PATHS: Record<string, BonkEndpoint> = {
  '/api/trade-local': 'trade-local',
  '/upload/img': 'upload-img',
  '/upload/meta': 'upload-meta',
};

const STORAGE = 'https://fake-bonk-storage.example/ipfs';

export class FakePumpPortal {
  /** Request problems the fake refused; a test expects none. */
  readonly violations: string[] = [];
  readonly tradeRequests: unknown[] = [];
  readonly imageUploads: ReceivedImage[] = [];
  readonly metadataUploads: unknown[] = [];
  readonly issued: IssuedTransaction[] = [];
  /** URIs this worker handed out, so the next request can be checked to use them. */
  private readonly stored = new Set<string>();
  private readonly failures = new Map<BonkEndpoint, BonkFailure[]>();

  private constructor(
    private readonly http: FakeHttpServer,
    private readonly options: FakePumpPortalOptions,
  ) {}

  static async start(options: FakePumpPortalOptions): Promise<FakePumpPortal> {
    let fake: FakePumpPortal | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response).catch((error: unknown) => {
        fake?.violations.push(`fake failed: ${String(error)}`);
        response.destroy();
      });
    });
    fake = new FakePumpPortal(http, options);
    return fake;
  }

  /** The base URL for both PUMPPORTAL_URL and BONK_METADATA_URL. */
  get url(): string {
    return this.http.url;
  }

  /** How many calls reached `endpoint`. */
  calls(endpoint: BonkEndpoint): number {
    return this.http.requests.filter((r) => PATHS[r.path] === endpoint).length;
  }

  /** Resolves once `count` calls have reached `endpoint`. */
  async waitForCalls(endpoint: BonkEndpoint, count = 1): Promise<void> {
    const path = Object.keys(PATHS).find((p) => PATHS[p] === endpoint);
    await this.http.waitForRequests(count, path);
  }

  /** The next call of `endpoint` fails this way (queued in order). */
  failNext(endpoint: BonkEndpoint, failure: BonkFailure): void {
    this.failures.set(endpoint, [...(this.failures.get(endpoint) ?? []), failure]);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private async answer(request: SeenRequest, response: ServerResponse): Promise<void> {
    const endpoint = PATHS[request.path];
    if (!endpoint || request.method !== 'POST') {
      this.violations.push(`unexpected ${request.method} ${request.path}`);
      sendJson(response, 404, { error: 'Not found' });
      return;
    }
    const failure = this.failures.get(endpoint)?.shift();
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'status') {
      response.writeHead(failure.status, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
      return;
    }
    if (failure?.kind === 'empty') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end();
      return;
    }
    if (failure?.kind === 'error-json') {
      sendJson(response, 400, { error: failure.message });
      return;
    }
    if (endpoint === 'trade-local')
      this.tradeLocal(request, response, failure?.kind === 'wrong-payer');
    else if (endpoint === 'upload-img') await this.uploadImage(request, response);
    else this.uploadMeta(request, response);
  }

  private refuse(response: ServerResponse, problems: string[]): boolean {
    if (problems.length === 0) return false;
    this.violations.push(...problems);
    sendJson(response, 400, { error: problems.join('; ') });
    return true;
  }

  private tradeLocal(request: SeenRequest, response: ServerResponse, wrongPayer: boolean): void {
    const body = parseJson(request.body);
    this.tradeRequests.push(body);
    if (this.refuse(response, tradeLocalViolations(request, body, this.stored))) return;
    const trade = body as {
      publicKey: string;
      mint: string;
      tokenMetadata: { name: string; symbol: string; uri: string };
      amount: number;
      quoteMint?: string;
    };
    const payer = wrongPayer ? bs58.encode(randomBytes(32)) : trade.publicKey;
    const blockhash = this.options.blockhashes.issueBlockhash();
    const quoted = trade.quoteMint === USD1_MINT;
    const bytes = fakeLaunchLabCreate({
      payer: new PublicKey(payer),
      mint: new PublicKey(trade.mint),
      quoteMint: quoted ? new PublicKey(USD1_MINT) : null,
      ...trade.tokenMetadata,
      buyUnits: BigInt(Math.round(trade.amount * (quoted ? 1e6 : 1e9))),
      blockhash,
    });
    this.issued.push({ payer, mint: trade.mint, blockhash });
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.end(Buffer.from(bytes));
  }

  private async uploadImage(request: SeenRequest, response: ServerResponse): Promise<void> {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) {
      this.refuse(response, [`upload/img: content-type ${type}, not multipart/form-data`]);
      return;
    }
    const form = await new Response(request.raw, { headers: { 'content-type': type } }).formData();
    const file = form.get('image');
    const fields = [...form.keys()];
    if (fields.join() !== 'image' || !(file instanceof Blob)) {
      this.refuse(response, [`upload/img: fields ${fields.join()}, not one file named image`]);
      return;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const fileName = file instanceof File ? file.name : '';
    this.imageUploads.push({ fileName, contentType: file.type, bytes });
    if (
      this.refuse(
        response,
        bytes.length === 0 || !file.type.startsWith('image/')
          ? [`upload/img: ${bytes.length} bytes of ${file.type || 'no type'}`]
          : [],
      )
    )
      return;
    const url = this.store(bytes);
    if (this.options.imageAnswer === 'json') sendJson(response, 200, { success: true, url });
    else sendText(response, url);
  }

  private uploadMeta(request: SeenRequest, response: ServerResponse): void {
    const body = parseJson(request.body);
    this.metadataUploads.push(body);
    if (this.refuse(response, uploadMetaViolations(request, body, this.stored))) return;
    sendText(response, this.store(Buffer.from(request.body)));
  }

  /** A content-addressed URI for what was uploaded. */
  private store(bytes: Buffer): string {
    const uri = `${STORAGE}/${createHash('sha256').update(bytes).digest('hex').slice(0, 46)}`;
    this.stored.add(uri);
    return uri;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendText(response: ServerResponse, text: string): void {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end(text);
}

import type { Hex } from 'viem';
import { abortable } from '../abortable.ts';
import { type FourMemeClient, FourMemeError } from './four-meme-client.ts';

/** Research §1e: tools reuse a four.meme login for about 10 minutes. */
export const FOUR_MEME_LOGIN_TTL_MS = 10 * 60_000;

/** Signs four.meme's login message with the wallet's key (a message, never a transaction). */
export type LoginSigner = { address: string; signLogin: (message: string) => Promise<Hex> };

/** `value` is set once the login answers, so an expired token can be told from a newer one. */
type Entry = { token: Promise<string>; value?: string; expiresAt: number };

/** The message four.meme's login verifies (research §1e step 2). */
export const loginMessage = (nonce: string) => `You are sign in Meme ${nonce}`;

/**
 * four.meme logins, one per wallet, kept for ~10 minutes so a launch only logs in when the form
 * first opens. A login in flight is shared by whoever asks meanwhile; it runs under its own time
 * limits, so one caller giving up does not fail the others.
 */
export class FourMemeLogins {
  private readonly byWallet = new Map<string, Entry>();

  constructor(
    private readonly client: FourMemeClient,
    private readonly ttlMs = FOUR_MEME_LOGIN_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The wallet's access token, logging in when none is kept. */
  token(wallet: LoginSigner, signal: AbortSignal): Promise<string> {
    const key = wallet.address.toLowerCase();
    const kept = this.byWallet.get(key);
    if (kept && kept.expiresAt > this.now()) return abortable(kept.token, signal);
    const token = this.logIn(wallet);
    const entry: Entry = { token, expiresAt: this.now() + this.ttlMs };
    this.byWallet.set(key, entry);
    token.then(
      (value) => {
        entry.value = value;
      },
      // A failed login is not kept: the next launch tries afresh.
      () => {
        if (this.byWallet.get(key) === entry) this.byWallet.delete(key);
      },
    );
    return abortable(token, signal);
  }

  /**
   * Runs `work` with the wallet's access token; when four.meme says the login expired, logs in
   * once more and runs it again.
   */
  async withToken<T>(
    wallet: LoginSigner,
    signal: AbortSignal,
    work: (token: string) => Promise<T>,
  ): Promise<T> {
    const token = await this.token(wallet, signal);
    try {
      return await work(token);
    } catch (error) {
      if (!(error instanceof FourMemeError) || !error.loginExpired) throw error;
      this.forget(wallet.address, token);
      return work(await this.token(wallet, signal));
    }
  }

  /** Drops the wallet's login if it is still `token` (a newer one is kept). */
  private forget(address: string, token: string): void {
    const key = address.toLowerCase();
    if (this.byWallet.get(key)?.value === token) this.byWallet.delete(key);
  }

  private async logIn(wallet: LoginSigner): Promise<string> {
    const never = new AbortController().signal;
    const nonce = await this.client.nonce(wallet.address, never);
    const signature = await wallet.signLogin(loginMessage(nonce));
    return this.client.login(wallet.address, signature, never);
  }
}

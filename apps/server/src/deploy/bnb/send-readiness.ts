import type { Address } from 'viem';
import type { CreateCall, SendPlan, TokenManager } from './token-manager.ts';

/** Ours: the longest a prepared send is kept fresh (a preparation lives 45 s at most). */
export const READINESS_MAX_MS = 60_000;

/**
 * A prepared createToken's nonce and gas estimate, kept fresh while the form is open: planned
 * once when prepared (a refusal fails the preparation, before anything is signed), and planned
 * again on each new block. The click takes the plan; one stale by then (a block the refresh has
 * not caught up with, a nonce used meanwhile) is not handed out, and the send plans itself.
 */
export class SendReadiness {
  private plan: SendPlan | undefined;
  private refreshing = false;
  private readonly unwatch: () => void;
  private readonly expiry: ReturnType<typeof setTimeout>;

  private constructor(
    private readonly manager: TokenManager,
    private readonly from: Address,
    private readonly call: CreateCall,
    plan: SendPlan,
    signal: AbortSignal,
  ) {
    this.plan = plan;
    this.unwatch = manager.head.watch((block) => this.onBlock(block));
    this.expiry = setTimeout(() => this.stop(), READINESS_MAX_MS);
    this.expiry.unref();
    signal.addEventListener('abort', () => this.stop(), { once: true });
  }

  /** Plans the send now (throwing the node's refusal) and keeps the plan fresh until taken. */
  static async start(
    manager: TokenManager,
    from: Address,
    call: CreateCall,
    signal: AbortSignal,
  ): Promise<SendReadiness> {
    const plan = await manager.plan(from, call);
    signal.throwIfAborted();
    return new SendReadiness(manager, from, call, plan, signal);
  }

  /** The plan if it still holds (a click now would send it as it is). */
  get current(): SendPlan | undefined {
    const { plan } = this;
    return plan && this.manager.isCurrent(this.from, plan) ? plan : undefined;
  }

  /** The plan if it still holds, once: keeping it fresh stops here. */
  take(): SendPlan | undefined {
    this.stop();
    const plan = this.current;
    this.plan = undefined;
    return plan;
  }

  private onBlock(block: bigint): void {
    if (this.plan && this.plan.block >= block) return;
    this.plan = undefined;
    if (this.refreshing) return;
    this.refreshing = true;
    this.manager
      .plan(this.from, this.call)
      .then(
        (plan) => {
          this.plan = plan;
        },
        () => {
          // Refused now (a fee that rose, funds spent elsewhere): the click plans, and is refused
          // by the same estimate before anything is sent.
        },
      )
      .finally(() => {
        this.refreshing = false;
      });
  }

  private stop(): void {
    clearTimeout(this.expiry);
    this.unwatch();
  }
}

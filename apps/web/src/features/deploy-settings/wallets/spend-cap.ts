import { ACCOUNT_SECURITY_MESSAGES } from '@launchdeck/protocol';

/** An amount as a wallet card shows it: at most 4 decimals, no trailing zeros ('0.3', '2'). */
export function formatAmount(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** The cap field's text: blank is no cap; otherwise a positive number, else the sentence why not. */
export function parseCap(
  text: string,
): { ok: true; cap: number | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cap: null };
  const cap = Number(trimmed);
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed) || !Number.isFinite(cap) || cap <= 0) {
    return { ok: false, error: ACCOUNT_SECURITY_MESSAGES.capPositive };
  }
  return { ok: true, cap };
}

/** Issue 34: with two-factor on, raising or removing a cap needs the code; lowering does not. */
export function capChangeNeedsCode(current: number | null, next: number | null): boolean {
  if (current === null) return false; // a first cap only limits
  return next === null || next > current;
}

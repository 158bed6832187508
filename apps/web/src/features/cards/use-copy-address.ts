import { useCallback, useEffect, useState } from 'react';

/** FC §9: the copy notice shows for 2 s. */
export const COPIED_NOTICE_MS = 2000;

/**
 * Copies exactly the address; `copied` is true for 2 s after a copy (FC §9). A failure is only
 * logged (FC §8). Every address chip copies this way, wherever the address was found.
 */
export function useCopyAddress(address: string): { copied: boolean; copy: () => void } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(() => {
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copying the contract address failed', error),
    );
  }, [address]);

  return { copied, copy };
}

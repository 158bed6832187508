import { useEffect, useState } from 'react';

/** Seconds left of a countdown that starts on mount and ticks once a second down to 0. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  const done = left <= 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return left;
}

import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again (resend code: 60 s, docs/product/identity.md#verification-codes). */
export function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, running: left > 0, start };
}

export const RESEND_SECONDS = 60;

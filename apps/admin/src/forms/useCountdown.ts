import { useCallback, useEffect, useState } from 'react';

/**
 * A wait measured in whole seconds, ticking each second: `start(60)` begins it, `secondsLeft`
 * reaches 0 when it is over.
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
}

import { useCallback, useEffect, useState } from "react";

/** Seconds before a code can be sent again (resend with a 60 s cooldown). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left of a cooldown started with `start()`, counting down once a second (0 when over). */
export function useCooldown(seconds = RESEND_COOLDOWN_SECONDS) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        setUntil(null);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}

import { useEffect, useState } from 'react';

/** The longest delay a browser timer holds (about 24.8 days); a later instant is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether an instant (ISO) has come by this browser's clock, and a new render when it does: a
 * page left open across a class's start changes without a reload.
 */
export function useInstantReached(instant: string | undefined): boolean {
  const at = instant === undefined ? Number.NaN : Date.parse(instant);
  const [reached, setReached] = useState(() => at <= Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) return;
    let timer = 0;
    const check = () => {
      const left = at - Date.now();
      setReached(left <= 0);
      if (left > 0) timer = window.setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
    };
    check();
    return () => window.clearTimeout(timer);
  }, [at]);
  return reached;
}

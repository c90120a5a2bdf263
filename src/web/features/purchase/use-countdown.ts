import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left from `seconds` while `running`, calling `onDone` once at zero. Stopping keeps the
 * number where it was; starting again goes on from there.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left]);
  return left;
}

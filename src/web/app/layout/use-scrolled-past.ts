import { useEffect, useState } from 'react';

/** Whether the window has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number) {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolledPast;
}

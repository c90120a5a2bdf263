import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a move inside the app (a link, a redirect, a countdown's end), the keyboard focus would
 * stay on the document when the element that had it is gone: it goes to the new page's heading
 * instead, which names where the visitor is. A page that placed the focus itself keeps it; a
 * first load or the browser's Back keep the browser's own.
 */
export function useHeadingFocusOnNavigation(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    // The page's code may still be loading: its heading is looked for a little while.
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const lost = document.activeElement === null || document.activeElement === document.body;
      const heading = container.current?.querySelector<HTMLElement>('h1');
      if (lost && heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      if (!lost || heading || tries >= 30) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname, navigationType, container]);
}

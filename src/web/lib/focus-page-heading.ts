/**
 * After a move inside the site, the focus waits on the page's main region, which has no name; it
 * goes on to the page's heading as soon as the page has drawn it (a route still loading draws it
 * a moment later), so that a screen reader says where the visitor has arrived. A page or a visitor
 * that moved the focus meanwhile keeps it. Answers a function that stops waiting.
 */
export function focusHeadingWhenDrawn(main: HTMLElement): () => void {
  let tries = 0;
  const attempt = () => {
    tries += 1;
    if (document.activeElement !== main) return true;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return tries >= 30;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (attempt()) return () => undefined;
  const timer = window.setInterval(() => {
    if (attempt()) window.clearInterval(timer);
  }, 100);
  return () => window.clearInterval(timer);
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../i18n/translator.tsx';
import { TOAST_MS } from '../../shared/limits.ts';
import { loadNotifications, notificationsRequested, onNotificationsRequested, onToastShown, setToastCloseLabel } from '../lib/toast.ts';
import { COMPACT_QUERY } from '../lib/media-queries.ts';

// It sits above the pages' providers, so it brings its own: toasts show on the home page too.
const Notifications = lazy(async () => {
  const [{ Notifications }, { withMantineScope }] = await Promise.all([loadNotifications(), import('../lib/mantine-scope.tsx')]);
  return { default: withMantineScope(Notifications) };
});

type Edge = 'top' | 'bottom';

/** The half of the window the keyboard focus is not in: toasts there never hide it (WCAG 2.4.11). */
function edgeAwayFromFocus(): Edge {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'bottom';
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

/**
 * Mounts the toast container when the first toast is shown (see lib/toast.ts). Toasts rise from
 * the bottom, clear of the page's heading and the header's controls, unless the element with the
 * keyboard focus is in the lower half of the window: then they come down from the top. They
 * follow the focus as it moves and the page scrolls, so that they never hide it (WCAG 2.4.11).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(false);
  const [edge, setEdge] = useState<Edge>('bottom');
  const compact = useMediaQuery(COMPACT_QUERY);
  useEffect(() => setToastCloseLabel(t('common.close')), [t]);
  useEffect(() => {
    if (notificationsRequested()) setNeeded(true);
    return onNotificationsRequested(() => setNeeded(true));
  }, []);
  useEffect(() => {
    if (!needed) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setEdge(edgeAwayFromFocus()));
    };
    follow();
    const stopFollowingToasts = onToastShown(follow);
    document.addEventListener('focusin', follow);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      stopFollowingToasts();
      document.removeEventListener('focusin', follow);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_MS} position={`${edge}-${compact ? 'center' : 'right'}`} />
    </Suspense>
  );
}

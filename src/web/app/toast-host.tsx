import { lazy, Suspense, useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../i18n/translator.tsx';
import { TOAST_MS } from '../../shared/limits.ts';
import { loadNotifications, notificationsRequested, onNotificationsRequested, setToastCloseLabel } from '../lib/toast.ts';
import { COMPACT_QUERY } from '../lib/media-queries.ts';

// It sits above the pages' providers, so it brings its own: toasts show on the home page too.
const Notifications = lazy(async () => {
  const [{ Notifications }, { withMantineScope }] = await Promise.all([loadNotifications(), import('../lib/mantine-scope.tsx')]);
  return { default: withMantineScope(Notifications) };
});

/**
 * Mounts the toast container when the first toast is shown (see lib/toast.ts). On a phone the
 * header's controls fill the top of the screen, so toasts rise from the bottom instead of hiding
 * the control that has focus (WCAG 2.4.11).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(false);
  const compact = useMediaQuery(COMPACT_QUERY);
  useEffect(() => setToastCloseLabel(t('common.close')), [t]);
  useEffect(() => {
    if (notificationsRequested()) setNeeded(true);
    return onNotificationsRequested(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_MS} position={compact ? 'bottom-center' : 'top-center'} />
    </Suspense>
  );
}

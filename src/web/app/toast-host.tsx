import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/translator.tsx';
import { TOAST_MS } from '../../shared/limits.ts';
import { loadNotifications, notificationsRequested, onNotificationsRequested, setToastCloseLabel } from '../lib/toast.ts';

// It sits above the pages' providers, so it brings its own: toasts show on the home page too.
const Notifications = lazy(async () => {
  const [{ Notifications }, { withMantineScope }] = await Promise.all([loadNotifications(), import('../lib/mantine-scope.tsx')]);
  return { default: withMantineScope(Notifications) };
});

/**
 * Mounts the toast container when the first toast is shown (see lib/toast.ts), which places each
 * toast clear of the keyboard focus.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(false);
  useEffect(() => setToastCloseLabel(t('common.close')), [t]);
  useEffect(() => {
    if (notificationsRequested()) setNeeded(true);
    return onNotificationsRequested(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_MS} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../shared/limits.ts';
import { loadNotifications, notificationsRequested, onNotificationsRequested, setToastCloseLabel } from '../lib/toast.ts';

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** Mounts the toast container when the first toast is shown (see lib/toast.ts). */
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
      <Notifications autoClose={TOAST_MS} position="top-center" />
    </Suspense>
  );
}

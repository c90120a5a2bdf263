import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from '@mantine/core';
import { useTranslation } from '../i18n/translator.tsx';
import { TOAST_MS } from '../../shared/limits.ts';
import { loadNotifications, notificationsRequested, onNotificationsRequested, setToastCloseLabel } from '../lib/toast.ts';

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/**
 * Mounts the toast container when the first toast is shown (see lib/toast.ts). On a phone the
 * header's controls fill the top of the screen, so toasts rise from the bottom instead of hiding
 * the control that has focus (WCAG 2.4.11).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(false);
  const position = useMatches<'bottom-center' | 'top-center'>({ base: 'bottom-center', sm: 'top-center' });
  useEffect(() => setToastCloseLabel(t('common.close')), [t]);
  useEffect(() => {
    if (notificationsRequested()) setNeeded(true);
    return onNotificationsRequested(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_MS} position={position} />
    </Suspense>
  );
}

import type * as MantineNotificationsModule from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';
import { COMPACT_QUERY } from './media-queries.ts';

/**
 * Toasts through Mantine's notifications, loaded on the first toast: visitors who never see one
 * never download them. Same calls as Mantine's `notifications` object.
 */
type MantineNotifications = typeof MantineNotificationsModule;

let loading: Promise<MantineNotifications> | undefined;
const listeners = new Set<() => void>();

export function loadNotifications(): Promise<MantineNotifications> {
  if (!loading) {
    loading = import('@mantine/notifications');
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** The toast container mounts once the first toast is asked for. */
export function onNotificationsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notificationsRequested = () => loading !== undefined;

/**
 * Where a toast appears: in the half of the window the keyboard focus is not in, as the toast
 * shows, so that it never hides the focused element (WCAG 2.4.11). It stays there: a toast that
 * moved after it appeared would be read twice and chased by the eye. A toast about a form that
 * leads to another page is shown once that page is in place (`await navigate(…)` first).
 */
function placeAwayFromFocus(): NonNullable<NotificationData['position']> {
  const side = window.matchMedia(COMPACT_QUERY).matches ? 'center' : 'right';
  const focused = document.activeElement;
  if (!focused || focused === document.body) return `bottom-${side}`;
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 > window.innerHeight / 2 ? `top-${side}` : `bottom-${side}`;
}

/** The close button's accessible name, in the page's language (set by the toast host). */
let closeLabel = 'Close';
export function setToastCloseLabel(label: string) {
  closeLabel = label;
}

export const notifications = {
  show(data: NotificationData) {
    const closeButtonProps = { 'aria-label': closeLabel, ...data.closeButtonProps };
    // Placed a frame later, once the change that asked for it has moved the focus where it goes.
    void loadNotifications().then((module) =>
      requestAnimationFrame(() => module.notifications.show({ position: placeAwayFromFocus(), ...data, closeButtonProps })),
    );
  },
  clean() {
    // Nothing to close before the first toast.
    if (loading) void loading.then((module) => module.notifications.clean());
  },
};

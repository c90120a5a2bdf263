import type * as MantineNotificationsModule from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';

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

const shownListeners = new Set<() => void>();

/** Each toast as it is shown: the host places it clear of the keyboard focus. */
export function onToastShown(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

/** The close button's accessible name, in the page's language (set by the toast host). */
let closeLabel = 'Close';
export function setToastCloseLabel(label: string) {
  closeLabel = label;
}

export const notifications = {
  show(data: NotificationData) {
    const closeButtonProps = { 'aria-label': closeLabel, ...data.closeButtonProps };
    shownListeners.forEach((listener) => listener());
    void loadNotifications().then((module) => module.notifications.show({ ...data, closeButtonProps }));
  },
  clean() {
    // Nothing to close before the first toast.
    if (loading) void loading.then((module) => module.notifications.clean());
  },
};

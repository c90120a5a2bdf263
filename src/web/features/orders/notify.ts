import type { TFunction } from 'i18next';
import { notifications } from '../../lib/toast.ts';

/** A toast whose close button has a name in the reader's language (axe: button-name). */
export function notify(t: TFunction, toast: { color: 'teal' | 'red'; message: string; title?: string }) {
  notifications.show({ ...toast, closeButtonProps: { 'aria-label': t('common.close') } });
}

/**
 * Light badges and warnings print the darkest shade of their hue, which is still under AA
 * contrast for orange and teal on their tinted background: darken it a little more.
 */
export const strongTextOf = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 75%, #000)`;

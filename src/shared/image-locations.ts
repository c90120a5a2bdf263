/**
 * Where a content block places its picture. A module of its own, so that only the pages that list
 * them (the back office's block form) carry the list; catalogue.ts re-exports it.
 */
export const IMAGE_LOCATIONS = ['overly', 'left', 'right', 'upper', 'below'] as const;
export type ImageLocation = (typeof IMAGE_LOCATIONS)[number];

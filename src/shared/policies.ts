/**
 * The privacy notice's and the terms' current version, shown on each page. Staff edit the pages'
 * text like any content page; a change of substance takes a new version here.
 */
export const POLICY_VERSION = { number: '1.0', date: '2026-11-29' } as const;

/** The pages, as content pages (D3) of their own. */
export const PRIVACY_PAGE_PATH = '/privacy';
export const TERMS_PAGE_PATH = '/terms';

import type { Envelope } from './api/envelope.ts';
import type { Language } from './language.ts';

/**
 * What the server gives the web app's loaders when it renders a page: a way to call the API
 * in-process, and the CSP nonce for inline scripts.
 */
export type ApiCall = <T>(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; language: Language },
) => Promise<Envelope<T>>;

export type WebLoadContext = {
  api: ApiCall;
  nonce: string;
};

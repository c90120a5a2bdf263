import { notifications } from './toast.ts';
import type { AppLoadContext } from 'react-router';
import { SUCCESS_CODE, type Envelope } from '../../shared/api/envelope.ts';
import { isPasswordChangeRequired } from '../../shared/api/staff.ts';
import type { Language } from '../../shared/language.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';
import { clearSessionToken, readSessionToken } from './session-token.ts';
import { browserTimeZone } from './time-zones.ts';

/** Body code 401: the token is missing, unknown, revoked or expired (D2, D5). */
export const SESSION_ENDED_CODE = 401;
/** The code of an `ApiRequestError` when no answer arrived at all (offline, timeout, server down). */
export const NO_RESPONSE_CODE = 0;

const REQUEST_TIMEOUT_MS = 15_000;

/** A body code other than 200 rejects the call (§8). */
export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** JSON, or a `FormData` for `minio/upload`. */
  body?: unknown;
  language: Language;
  signal?: AbortSignal;
  /** Uploads of large files need longer than the default 15 s. */
  timeoutMs?: number;
  /** Sends this token instead of the stored one (signing out sends the token it just cleared). */
  token?: string;
  /** A POST that only reads (the catalogue's searches of §7), so it is as safe to send twice as a GET. */
  read?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on order creation. */
  headers?: Record<string, string>;
}

function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== SUCCESS_CODE) throw new ApiRequestError(envelope.code, envelope.message, envelope.data);
  return envelope.data;
}

// ---- session expiry (§8) --------------------------------------------------------------------

type SessionEndedHandler = () => void;
const sessionEndedHandlers: SessionEndedHandler[] = [];

/**
 * Lets the app decide where a member goes when their session ends (the login page, within the
 * router). Without a handler, the browser loads /login.
 */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEndedHandlers.push(handler);
  return () => {
    const index = sessionEndedHandlers.lastIndexOf(handler);
    if (index >= 0) sessionEndedHandlers.splice(index, 1);
  };
}

/** §8: clear the session, close the toasts, show the server's message and go to /login. */
function endSession(sentToken: string, message: string) {
  // Parallel calls with the same dead token end the session once.
  if (readSessionToken() !== sentToken) return;
  clearSessionToken();
  notifications.clean();
  notifications.show({ color: 'red', message });
  const handler = sessionEndedHandlers.at(-1);
  if (handler) handler();
  else window.location.assign('/login');
}

// ---- a password still to change (issue 26) -------------------------------------------------

const passwordChangeHandlers: (() => void)[] = [];

/**
 * The back office's calls answer 403 `passwordChangeRequired` while a member of staff's password
 * is still the seeded or staff-made one; the handler sends them to the password step instead of
 * leaving the page on an error.
 */
export function onPasswordChangeRequired(handler: () => void): () => void {
  passwordChangeHandlers.push(handler);
  return () => {
    const index = passwordChangeHandlers.lastIndexOf(handler);
    if (index >= 0) passwordChangeHandlers.splice(index, 1);
  };
}

// ---- browser calls --------------------------------------------------------------------------

/**
 * The caller's signal and a timeout as one signal; by hand, since `AbortSignal.any` is missing in
 * browsers families still use (Safari before 17.4). `done` stops the clock once the answer is read.
 */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/** A call the clock cut short: a read is tried once more. */
class RequestTimeout extends Error {}

async function sendOnce<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', body, language, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const token = options.token ?? readSessionToken();
  const headers: Record<string, string> = { ...options.headers, Language: language };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The server keeps the member's own zone from their sign-up and sign-in, for times in mail (D33).
  const timeZone = method === 'GET' ? '' : browserTimeZone();
  if (timeZone) headers['Time-Zone'] = timeZone;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const clock = withTimeout(signal, timeoutMs);

  let envelope: Envelope<T>;
  try {
    const response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: clock.signal,
    });
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch (error) {
      if (clock.signal.aborted) throw error;
      envelope = { code: response.ok ? NO_RESPONSE_CODE : response.status, message: response.statusText, data: null as T };
    }
  } catch (error) {
    if (clock.timedOut()) throw new RequestTimeout();
    if (signal?.aborted) throw error;
    // §8: a call that got no answer is only logged; the caller shows its own state.
    console.warn(`No answer from /api/${path}`, error);
    throw new ApiRequestError(NO_RESPONSE_CODE, '');
  } finally {
    clock.done();
  }
  if (envelope.code === SESSION_ENDED_CODE && token) endSession(token, envelope.message);
  if (envelope.code === 403 && isPasswordChangeRequired(envelope.data)) passwordChangeHandlers.at(-1)?.();
  return unwrap(envelope);
}

/**
 * Calls the API from the browser with the `Language` and `Authorization` headers of §7. A read
 * that times out, GET or POST, is tried once more (§8); a write is not, since it may have landed.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const attempts = (options.method ?? 'GET') === 'GET' || options.read ? 2 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce<T>(path, options);
    } catch (error) {
      if (!(error instanceof RequestTimeout)) throw error;
      if (attempt < attempts && !options.signal?.aborted) continue;
      console.warn(`/api/${path} timed out`);
      throw new ApiRequestError(NO_RESPONSE_CODE, '');
    }
  }
}

/** Calls the API in-process from a server loader, in the language the page renders in. */
export async function loadFromApi<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const envelope = await context.api<T>(`/api/${path}`, { ...options, language: languageFromRequest(request) });
  return unwrap(envelope);
}

/** A 404 from the API becomes the router's 404, which sends the visitor home (§2). */
export function isNotFound(error: unknown) {
  return error instanceof ApiRequestError && error.code === 404;
}

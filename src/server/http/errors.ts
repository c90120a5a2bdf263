import type { FieldError } from '../../shared/api/envelope.ts';
import type { MessageKey } from './messages.ts';

/** An answer other than success: the HTTP status and the body code are the same (D2). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const notFound = (messageKey: MessageKey = 'notFound') => new ApiError(404, messageKey);

/**
 * A 400 that names the refused fields; each field message is a message key. The headline is
 * "Some fields are not valid: …" unless a rule has a sentence of its own to say.
 */
export class FieldValidationError extends ApiError {
  constructor(
    readonly fieldErrors: { field: string; messageKey: MessageKey }[],
    headline: MessageKey = 'badRequest',
  ) {
    super(400, headline, { fields: fieldErrors.map((error) => error.field).join(', ') });
  }
}

export type { FieldError };

/** A 409 about one field's value (a taken username), named so that the form can mark it. */
export class FieldConflictError extends ApiError {
  constructor(
    readonly field: string,
    messageKey: MessageKey,
  ) {
    super(409, messageKey);
  }
}

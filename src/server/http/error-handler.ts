import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, FieldConflictError, FieldValidationError } from './errors.ts';
import { sendError } from './envelope.ts';
import { isMessageKey, translate } from './messages.ts';
import type { FieldError } from '../../shared/api/envelope.ts';

/** Turns every failure into the D2 envelope, so that no input yields a bare 500 page. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language;

    if (error instanceof FieldValidationError) {
      const fields: FieldError[] = error.fieldErrors.map(({ field, messageKey }) => ({
        field,
        message: translate(messageKey, language),
      }));
      return sendError(reply, 400, translate(error.messageKey, language, error.params), { fields });
    }
    if (error instanceof FieldConflictError) {
      const message = translate(error.messageKey, language);
      return sendError(reply, 409, message, { fields: [{ field: error.field, message }] });
    }
    if (error instanceof ApiError) {
      const retryAfter = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendError(reply, error.status, translate(error.messageKey, language, error.params), error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = [];
      for (const issue of error.validation) {
        const field = fieldNameOf(issue.instancePath) || String(issue.params?.['missingProperty'] ?? error.validationContext ?? 'body');
        // A field that breaks several checks is named once, with its first complaint.
        if (fields.some((known) => known.field === field)) continue;
        fields.push({ field, message: translate(isMessageKey(issue.message) ? issue.message : 'invalidField', language) });
      }
      const names = fields.map((field) => field.field);
      return sendError(reply, 400, translate('badRequest', language, { fields: names.join(', ') }), {
        fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, translate('payloadTooLarge', language));
    if (status === 415) return sendError(reply, 415, translate('unsupportedMediaType', language));
    if (status === 429) return sendError(reply, 429, translate('tooManyRequests', language));
    if (status >= 400 && status < 500) {
      // Malformed JSON and similar client faults: a 400 that says which part was wrong.
      return sendError(reply, 400, translate('badRequest', language, { fields: 'body' }), {
        fields: [{ field: 'body', message: translate('invalidField', language) }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, translate('serverError', language));
  });
}

function fieldNameOf(instancePath: string | undefined): string {
  if (!instancePath) return '';
  return instancePath
    .split('/')
    .filter(Boolean)
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}

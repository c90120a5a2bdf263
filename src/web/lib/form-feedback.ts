import type { TFunction } from '../i18n/translator.tsx';
import type { z } from 'zod';
import { AccountFieldMessage } from '../../shared/api/accounts.ts';
import type { ValidationErrorData } from '../../shared/api/envelope.ts';
import { ApiRequestError, NO_RESPONSE_CODE } from './api-client.ts';

/**
 * Form messages in the visitor's language. The shared zod schemas speak in message codes
 * (src/shared/api/accounts.ts); the server's refusals arrive as sentences already localised.
 */
export type FieldErrors = Record<string, string>;

const MESSAGE_CODES = new Set<string>(Object.values(AccountFieldMessage));

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | null)?.[key], values);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function messageOfIssue(issue: z.core.$ZodIssue, values: unknown, t: TFunction): string {
  const value = valueAt(values, issue.path);
  // An empty field is simply missing, whatever rule it would break once filled in.
  if (value === '' || (typeof value === 'string' && value.trim() === '')) return t('auth.validation.fieldRequired');
  if (MESSAGE_CODES.has(issue.message)) return t(`auth.validation.${issue.message}`);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set') return t('auth.validation.chooseAtLeast', { count: Number(issue.minimum) });
      if (issue.origin === 'string') return t('auth.validation.fieldRequired');
      return t('auth.validation.numberAtLeast', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return t('auth.validation.chooseAtMost', { count: Number(issue.maximum) });
      if (issue.origin === 'string') return t('auth.validation.textTooLong', { max: Number(issue.maximum) });
      return t('auth.validation.numberAtMost', { max: Number(issue.maximum) });
    case 'invalid_type':
      return isBlank(value) ? t('auth.validation.fieldRequired') : t('auth.validation.invalidField');
    case 'invalid_value':
      return isBlank(value) ? t('auth.validation.chooseOne') : t('auth.validation.invalidField');
    default:
      return t('auth.validation.invalidField');
  }
}

/**
 * Checks `input` against a shared schema and answers Mantine form errors keyed by path, the first
 * message per field. `prefix` places a step's schema inside a bigger form ("profile.").
 * `pathOf` renames schema paths that the form holds differently (a file key vs. a file).
 */
export function validateWithSchema(
  schema: z.ZodType,
  input: unknown,
  t: TFunction,
  options: { prefix?: string; pathOf?: (path: string) => string } = {},
): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const schemaPath = issue.path.map(String).join('.');
    const path = `${options.prefix ?? ''}${options.pathOf ? options.pathOf(schemaPath) : schemaPath}`;
    errors[path] ??= messageOfIssue(issue, input, t);
  }
  return errors;
}

/** The fields a D2 validation answer named, with the server's own sentences. */
export function serverFieldErrors(error: unknown, pathOf: (field: string) => string = (field) => field): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const fields = (error.data as Partial<ValidationErrorData> | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of fields) errors[pathOf(field)] ??= message;
  return errors;
}

/** One sentence for a failed call: the server's, or ours when no answer came. */
export function errorMessageOf(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    if (error.code === NO_RESPONSE_CODE) return t('auth.errors.noResponse');
    if (error.message) return error.message;
  }
  return t('auth.errors.generic');
}

export const isApiError = (error: unknown, code: number) => error instanceof ApiRequestError && error.code === code;

/**
 * After a refused submit, takes everyone to the first field in error: scrolled to the middle of
 * the window (clear of the sticky header), with the keyboard focus on it.
 */
export function focusFirstInvalidField(container: ParentNode = document) {
  requestAnimationFrame(() => {
    const field = container.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'instant' });
    field.focus({ preventScroll: true });
  });
}

/**
 * A save the server refused: its field errors go onto the form's fields, with focus on the first;
 * any other refusal becomes the form's one message.
 *
 *   onError: (error) => showSaveError(error, { form, setFormError, t })
 */
export function showSaveError(
  error: unknown,
  { form, setFormError, t, onFieldErrors = () => focusFirstInvalidField() }: { form: { setErrors: (errors: FieldErrors) => void }; setFormError: (message: string) => void; t: TFunction; onFieldErrors?: () => void },
) {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length) {
    form.setErrors(fields);
    onFieldErrors();
  } else setFormError(errorMessageOf(error, t));
}

import type { TFunction } from '../../i18n/translator.tsx';
import type { z } from 'zod';
import { CatalogueFieldMessage } from '../../../shared/api/admin-catalogue.ts';
import { validateWithSchema, type FieldErrors } from '../../lib/form-feedback.ts';

const CATALOGUE_CODES = new Set<string>(Object.values(CatalogueFieldMessage));

/**
 * validateWithSchema, with the catalogue's own message codes in the reader's language; they live
 * in the back office's texts, so that the public pages' shared form code stays as it is.
 */
export function validateCatalogueForm(schema: z.ZodType, input: unknown, t: TFunction): FieldErrors {
  const errors = validateWithSchema(schema, input, t);
  const result = schema.safeParse(input);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    if (CATALOGUE_CODES.has(issue.message)) errors[issue.path.map(String).join('.')] = t(`adminCatalogue.validation.${issue.message}`);
  }
  return errors;
}

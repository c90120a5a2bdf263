import type { TFunction } from '../../i18n/translator.tsx';
import { ArticleFieldMessage, articleBody } from '../../../shared/api/admin-articles.ts';
import { validateWithSchema, type FieldErrors } from '../../lib/form-feedback.ts';
import type { ArticleFormValues } from './draft-article.ts';

const ARTICLE_CODES = new Set<string>(Object.values(ArticleFieldMessage));

/** The shared schema's verdict on the form, with the article's own rules in the reader's language. */
export function validateArticleForm(values: ArticleFormValues, t: TFunction): FieldErrors {
  const errors = validateWithSchema(articleBody, values, t);
  const result = articleBody.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const blank = String((values as Record<string, unknown>)[path] ?? '').trim() === '';
    if (ARTICLE_CODES.has(issue.message) && !(blank && issue.message !== ArticleFieldMessage.eventTimeRequired)) errors[path] = t(`adminNews.validation.${issue.message}`);
  }
  return errors;
}

import { queryOptions } from '@tanstack/react-query';
import type { AdminArticle, AdminArticleOptions } from '../../../../shared/api/admin-articles.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ARTICLES_KEY } from './get-articles.ts';

/** `admin/article/detail/:id`: an article in both languages, event times on the academy's clock. */
export const articleQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ARTICLES_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminArticle>(`admin/article/detail/${id}`, { language, signal }),
  });

/** `admin/article/options`: the zone the form's event times are entered in (D17). */
export const articleOptionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_ARTICLES_KEY, 'options', language],
    queryFn: ({ signal }) => apiRequest<AdminArticleOptions>('admin/article/options', { language, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

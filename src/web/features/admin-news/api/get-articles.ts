import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminArticleList } from '../../../../shared/api/admin-articles.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_ARTICLES_KEY = ['admin', 'articles'] as const;

/** `admin/article/list`: one page of every article, drafts too, with the list's filters. */
export const articlesQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_ARTICLES_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminArticleList>(`admin/article/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle, ArticleBody } from '../../../../shared/api/admin-articles.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleQueryOptions } from './get-article.ts';
import { ADMIN_ARTICLES_KEY } from './get-articles.ts';

/** `admin/article/create` or `admin/article/update/:id`; the list and the history follow. */
export function useSaveArticle() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ArticleBody }) =>
      apiRequest<AdminArticle>(id === null ? 'admin/article/create' : `admin/article/update/${id}`, { method: 'POST', body, language }),
    onSuccess: (article) => {
      queryClient.setQueryData(articleQueryOptions(language, article.id).queryKey, article);
      return Promise.all([[...ADMIN_ARTICLES_KEY, 'list'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentPage, AdminContentPageSummary, ContentBlockBody, ContentPageSettingsBody, CreateContentBlockBody, ReorderBlocksBody } from '../../../../shared/api/admin-catalogue.ts';
import type { ContentPageSlug } from '../../../../shared/catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_CONTENT_KEY = ['admin', 'content'] as const;

export const contentPagesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_CONTENT_KEY, 'pages', language],
    queryFn: ({ signal }) => apiRequest<AdminContentPageSummary[]>('admin/content/pages', { language, signal }),
  });

export const contentPageQueryOptions = (language: Language, slug: ContentPageSlug) =>
  queryOptions({
    queryKey: [...ADMIN_CONTENT_KEY, 'page', slug, language],
    queryFn: ({ signal }) => apiRequest<AdminContentPage>(`admin/content/page?slug=${slug}`, { language, signal }),
  });

/** A write answering the whole page; the page, the list of pages and the log are read again. */
function useContentWrite<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminContentPage>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: (page) => {
      queryClient.setQueryData(contentPageQueryOptions(language, page.slug).queryKey, page);
      return Promise.all([[...ADMIN_CONTENT_KEY, 'pages'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveContentBlock = () =>
  useContentWrite(
    (input: { id: number; body: ContentBlockBody } | { id: null; body: CreateContentBlockBody }) =>
      input.id === null ? 'admin/content/createBlock' : `admin/content/updateBlock/${input.id}`,
    (input) => input.body,
  );

export const useSetBlockVisibility = () =>
  useContentWrite(
    ({ id }: { id: number; published: boolean }) => `admin/content/setBlockVisibility/${id}`,
    ({ published }) => ({ published }),
  );

/** Reorders at once on screen (a dropped block stays where it was dropped); a refusal reads the page again. */
export function useReorderBlocks() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const write = useContentWrite(() => 'admin/content/reorderBlocks', (body: ReorderBlocksBody) => body);
  return {
    ...write,
    mutate: (body: ReorderBlocksBody, options?: Parameters<typeof write.mutate>[1]) => {
      const key = contentPageQueryOptions(language, body.pageSlug).queryKey;
      queryClient.setQueryData(key, (page) => {
        if (!page) return page;
        const byId = new Map(page.blocks.map((block) => [block.id, block]));
        return { ...page, blocks: body.blockIds.flatMap((id) => byId.get(id) ?? []) };
      });
      write.mutate(body, options);
    },
  };
}

export const useSavePageSettings = () => useContentWrite(() => 'admin/content/pageSettings', (body: ContentPageSettingsBody) => body);

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { HOME_LIST_FIELDS, homeListPaths, type AdminHomeBodies, type AdminHomeDetail, type HomeIntroBody, type HomeListKind } from '../../../../shared/api/admin-home.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_HOME_KEY = ['admin', 'home'] as const;

export const homeDetailQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_HOME_KEY, 'detail', language],
    queryFn: ({ signal }) => apiRequest<AdminHomeDetail>('admin/home/detail', { language, signal }),
  });

/** Every write answers the whole editor's detail: it replaces the cached one, and the log is read again. */
function useHomeWrite<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminHomeDetail>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: (detail) => {
      queryClient.setQueryData(homeDetailQueryOptions(language).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export type SaveHomeItemInput<Kind extends HomeListKind = HomeListKind> = { kind: Kind; id: number | null; body: AdminHomeBodies[Kind] };

export const useSaveHomeItem = () =>
  useHomeWrite(
    ({ kind, id }: SaveHomeItemInput) => (id === null ? homeListPaths(kind).create : `${homeListPaths(kind).update}/${id}`),
    (input) => input.body,
  );

export const useDeleteHomeItem = () =>
  useHomeWrite(
    ({ kind, id }: { kind: HomeListKind; id: number }) => `${homeListPaths(kind).delete}/${id}`,
    () => ({}),
  );

export const useSaveHomeIntro = () => useHomeWrite(() => 'admin/home/updateIntro', (body: HomeIntroBody) => body);

/** Reorders at once on screen (a dropped item stays where it was dropped); a refusal reads the detail again. */
export function useReorderHomeItems() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const write = useHomeWrite(({ kind }: { kind: HomeListKind; ids: number[] }) => homeListPaths(kind).reorder, ({ ids }) => ({ ids }));
  return {
    ...write,
    mutate: (input: { kind: HomeListKind; ids: number[] }, options?: Parameters<typeof write.mutate>[1]) => {
      const field = HOME_LIST_FIELDS[input.kind];
      queryClient.setQueryData(homeDetailQueryOptions(language).queryKey, (detail) => {
        if (!detail) return detail;
        const byId = new Map<number, (typeof detail)[typeof field][number]>(detail[field].map((item) => [item.id, item]));
        return { ...detail, [field]: input.ids.flatMap((id) => byId.get(id) ?? []) };
      });
      write.mutate(input, {
        ...options,
        onError: (...failure) => {
          // Someone else changed the list meanwhile (409): show theirs, so that the next move starts from it.
          void queryClient.invalidateQueries({ queryKey: homeDetailQueryOptions(language).queryKey });
          options?.onError?.(...failure);
        },
      });
    },
  };
}


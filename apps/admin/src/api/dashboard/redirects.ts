import type {
  MessageAnswer,
  RedirectAnswer,
  RedirectInput,
  RedirectListAnswer,
} from '@studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

const redirectsKey = [...dashboardKeys.all, 'redirects'] as const;

/** One page of the site's redirects: manual ones, then former article slugs. */
export function useRedirects(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...redirectsKey, page, pageSize],
    queryFn: () =>
      apiFetch<RedirectListAnswer>(`/api/website/redirects?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/** Adds (no `id`) or changes a manual redirect. Super admins only: the API refuses others. */
export function useSaveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: RedirectInput & { id?: string }) =>
      apiFetch<RedirectAnswer>(
        id ? `/api/website/redirects/${encodeURIComponent(id)}` : '/api/website/redirects',
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}

export function useRemoveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<MessageAnswer>(`/api/website/redirects/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}

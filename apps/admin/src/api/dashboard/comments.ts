import type {
  CommentAction,
  CommentActionAnswer,
  CommentBulkAnswer,
  CommentList,
  CommentTab,
  ArticleInteractionCountsAnswer,
} from '@studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

export type CommentFilters = { state: CommentTab; page: number; pageSize: number };

/** One tab of the Comments screen (newest first) with every tab's count. */
export function useComments(filters: CommentFilters) {
  const query = new URLSearchParams({
    state: filters.state,
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  return useQuery({
    queryKey: dashboardKeys.comments(filters),
    queryFn: () => apiFetch<CommentList>(`/api/admin/comments?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** The tabs' counts alone (the sidebar's pending badge). */
export function useCommentCounts(enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.comments({ counts: true }),
    queryFn: () => apiFetch<CommentList>('/api/admin/comments?state=pending&pageSize=1'),
    select: (answer) => answer.counts,
    enabled,
  });
}

/** Likes, rating and comment counts of every article, by entry id (the articles list). */
export function useArticleInteractionCounts(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.comments({ articles: true }),
    queryFn: () => apiFetch<ArticleInteractionCountsAnswer>('/api/admin/article-interactions'),
    select: (answer) => answer.counts,
    enabled,
  });
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; action: CommentAction }) =>
      apiFetch<CommentActionAnswer>(
        `/api/admin/comments/${encodeURIComponent(input.id)}/${input.action}`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

export function useApproveComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<CommentBulkAnswer>('/api/admin/comments/approve', {
        method: 'POST',
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

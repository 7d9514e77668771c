import type { InboxList, MessageKind, MessageReadAnswer } from '@studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

export type InboxFilters = {
  page: number;
  pageSize: number;
  kind?: MessageKind;
  read?: boolean;
  /** Text in the name, email, subject, company, phone or message. */
  q?: string;
};

export function inboxPath(filters: InboxFilters): string {
  const query = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  });
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.read !== undefined) query.set('read', String(filters.read));
  if (filters.q) query.set('q', filters.q);
  return `/api/admin/messages?${query.toString()}`;
}

/** One page of the inbox (the server pages and filters it), newest first. */
export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: dashboardKeys.inbox(filters),
    queryFn: () => apiFetch<InboxList>(inboxPath(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; read: boolean }) =>
      apiFetch<MessageReadAnswer>(
        `/api/admin/messages/${encodeURIComponent(input.id)}/${input.read ? 'read' : 'unread'}`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

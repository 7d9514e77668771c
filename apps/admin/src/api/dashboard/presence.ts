import { PRESENCE_HEARTBEAT_MS, type ContentType, type PresenceAnswer } from '@studio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../client';
import type { EntryAnswer } from './content';
import { dashboardKeys } from './keys';

const presencePath = (type: ContentType, id: string) =>
  `/api/content/${type}/${encodeURIComponent(id)}/presence`;

/**
 * This tab has the entry open: a heartbeat every few seconds (in background tabs too) answers who
 * else has it open and whether someone took it over from this tab. Closing the tab or leaving the
 * editor says goodbye, so the others stop seeing it at once rather than after the expiry.
 */
export function usePresence(type: ContentType, id: string) {
  const [tabId] = useState(() => crypto.randomUUID());
  const path = presencePath(type, id);
  const query = useQuery({
    queryKey: dashboardKeys.presence(type, id, tabId),
    queryFn: () =>
      apiFetch<PresenceAnswer>(path, { method: 'PUT', body: { tabId }, passive: true }),
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    const goodbye = () => {
      // keepalive lets the request outlive the page that sends it.
      apiFetch(`${path}?tabId=${tabId}`, {
        method: 'DELETE',
        keepalive: true,
        passive: true,
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', goodbye);
    return () => {
      window.removeEventListener('pagehide', goodbye);
      goodbye();
    };
  }, [path, tabId]);

  const takeOver = useMutation({
    mutationFn: (version: number) =>
      apiFetch<EntryAnswer>(`${path}/take-over`, { method: 'POST', body: { tabId, version } }),
    onSettled: () => query.refetch(),
  });

  return {
    others: query.data?.others ?? [],
    takenOver: query.data?.takenOver ?? null,
    takeOver,
  };
}

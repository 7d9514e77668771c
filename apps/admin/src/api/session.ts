import type { MessageAnswer, SessionAnswer } from '@studio/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from './client';

/** The session answer; `idleExpiresAt` (ISO) is when the server ends it without a request. */
export type Session = SessionAnswer;

export const sessionQueryKey = ['session'] as const;

/** The signed-in session, or null when there is none (a 401 is an answer here, not an error). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await apiFetch<Session>('/api/auth/session');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession });
}

/**
 * Forgets everything cached for the signed-in user; the session becomes "none". A session check
 * still on its way is dropped first: sent before the sign-out, it would answer with the old
 * session and bring it back (Back after Logout then showed the dashboard again).
 */
export function clearSignedInData(queryClient: QueryClient) {
  void queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}

/** Signs out on the server; whatever it answers, the app forgets the session. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await apiFetch<MessageAnswer>('/api/auth/logout', { method: 'POST' });
      } catch (error) {
        // Already signed out on the server (expired, revoked): the goal is reached.
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    onSuccess: () => clearSignedInData(queryClient),
  });
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** A 4xx is the server's considered answer: asking again gives the same one. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session is over (idle, revoked, blocked): the session query
  // asks the server, and the guard takes the user to sign-in.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

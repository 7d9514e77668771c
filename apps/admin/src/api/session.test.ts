import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { superAdminSession } from '../test/renderApp';
import { clearSignedInData, sessionQueryKey, type Session } from './session';

describe('signing out in the app', () => {
  it('keeps the session "none" when a session check sent before the sign-out answers after it', async () => {
    const queryClient = new QueryClient();
    let answer: (session: Session) => void = () => {};
    const checking = queryClient
      .fetchQuery({
        queryKey: sessionQueryKey,
        queryFn: () =>
          new Promise<Session | null>((resolve) => {
            answer = resolve;
          }),
      })
      .catch(() => undefined);
    clearSignedInData(queryClient);
    answer(superAdminSession as Session);
    await checking;
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });
});

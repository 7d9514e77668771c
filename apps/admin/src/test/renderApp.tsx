import type { SiteProblem } from '@studio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { routes } from '../router';

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
/** Answers one request, or throws to act as a network failure. */
export type FakeRequest = { method: string; path: string; body: unknown };
export type FakeServer = (request: FakeRequest) => FakeAnswer;

export const json = (status: number, body: unknown, headers?: Record<string, string>) => ({
  status,
  body,
  headers,
});

/** Stubs `fetch` at the network edge: each call is recorded and answered by `server`. */
export function stubApi(server: FakeServer) {
  const calls: FakeRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const answer = server({ method, path, body });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const signedOut: FakeAnswer = {
  status: 401,
  body: { success: false, message: 'Please sign in to continue.' },
};

export const superAdminSession = {
  success: true,
  user: { email: 'admin@studio.local', firstName: 'Asha', lastName: 'Rao', role: 'super_admin' },
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  idleExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};

/** The whole app at `path`, as the browser would show it. */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state,
      },
    ],
  });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const adminSession = {
  ...superAdminSession,
  user: { email: 'meera@studio.test', firstName: 'Meera', lastName: 'Iyer', role: 'admin' },
};

/**
 * A signed-in dashboard: `session`, empty counts and the site's `problems` (none: up to date)
 * answered, every other call by `server`.
 */
export function stubDashboardApi(
  session: typeof superAdminSession,
  server: FakeServer,
  problems: SiteProblem[] = [],
) {
  return stubApi((request) => {
    if (request.path === '/api/auth/session') return json(200, session);
    if (request.path === '/api/admin/dashboard') return json(200, { success: true, counts: {} });
    if (request.path === '/api/website/site-status') return json(200, { success: true, problems });
    return server(request);
  });
}

/** The content screens' server: a signed-in super admin, every content call answered by `content`. */
export const stubContentApi = (content: FakeServer) => stubDashboardApi(superAdminSession, content);

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { siteWords, type SiteWords } from '@studio/content/siteWords';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * `routes` under a root route that gives the site's words (`words`, the default language's
 * unless given), as the site's root does: pages read them with `useWords`.
 */
export const withRoot = (routes: StubRoutes, words: SiteWords = siteWords): StubRoutes => [
  { id: 'root', loader: () => ({ words }), children: routes },
];

// The root layout puts every page inside <main>.
function Main({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/**
 * Renders `routes` at `path` inside <main> and under the root's words (the default language's
 * unless given), as the root does, and waits for the page's h1.
 */
export async function renderRoute(
  routes: StubRoutes,
  path: string,
  heading: string,
  words: SiteWords = siteWords,
) {
  const Stub = createRoutesStub(withRoot(routes, words));
  render(<Stub initialEntries={[path]} />, { wrapper: Main });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
}

/** Typing without a pause between keys keeps form tests fast on a busy machine. */
export const typing = { delay: null };

/** The API's JSON answer, for a stubbed fetch. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch to give every request the same API answer; the stub records what was sent. */
export function stubApi(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs the API to refuse the form with these field errors, as it answers a bad message. */
export const refuseFields = (errors: { field: string; message: string }[]) =>
  stubApi(400, { success: false, message: 'Invalid request', errors });

/** The JSON body of the first request a fetch stub received. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }): unknown {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

/** Types each value into the textbox its label names, in order. */
export async function fillTextboxes(entries: readonly (readonly [name: RegExp, value: string])[]) {
  for (const [name, value] of entries)
    await userEvent.type(screen.getByRole('textbox', { name }), value, typing);
}

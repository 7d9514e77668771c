import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';

// The root layout puts every page inside <main>.
function Main({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/** Renders `routes` at `path` inside <main>, as the root does, and waits for the page's h1. */
export async function renderRoute(
  routes: Parameters<typeof createRoutesStub>[0],
  path: string,
  heading: string,
) {
  const Stub = createRoutesStub(routes);
  render(<Stub initialEntries={[path]} />, { wrapper: Main });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
}

/** Typing without a pause between keys keeps form tests fast on a busy machine. */
export const typing = { delay: null };

/** The API's JSON answer, for a stubbed fetch. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

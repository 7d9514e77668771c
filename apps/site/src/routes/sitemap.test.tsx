import { pageDescriptions } from '@studio/content/pageDescriptions';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import SitemapPage, { loader, sitemapFrom } from './sitemap';
import { labelOf, siteRoutes, type SiteRoute } from '../routeTable';

function renderSitemap(path = '/site') {
  const Stub = createRoutesStub([
    { path, Component: SitemapPage, loader },
    { path: '/faq', Component: () => <h1>Frequently Asked Questions</h1> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('sitemap', { timeout: 20_000 }, () => {
  it('shows the five groups in order, each listing its route-table pages with their descriptions', async () => {
    renderSitemap();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    const groups = [
      'Main Pages',
      'Music & Content',
      'Support & Help',
      'Legal & Privacy',
      'Additional Pages',
    ];
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(groups);
    const support = within(screen.getByRole('region', { name: 'Support & Help' }));
    const expected = (siteRoutes as readonly SiteRoute[]).filter(
      (route) => route.sitemapGroup === 'support',
    );
    expect(support.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expected.map((route) => route.path),
    );
    expect(support.getByRole('link', { name: labelOf(expected[0]!) })).toBeVisible();
    const descriptions: Readonly<Record<string, string>> = pageDescriptions;
    expect(support.getByText(descriptions[expected[0]!.path]!)).toBeVisible();
  });

  it('lists a page as soon as the route table gives it a group, and never one without', () => {
    const routes: SiteRoute[] = [
      {
        id: 'a',
        path: '/a',
        file: 'routes/a.tsx',
        title: 'Alpha',
        keywords: [],
        sitemapGroup: 'legal',
      },
      {
        id: 'b',
        path: '/b',
        file: 'routes/b.tsx',
        title: 'Beta',
        keywords: [],
      },
    ];
    expect(sitemapFrom(routes, { '/a': 'First.', '/b': 'Hidden.' })).toEqual([
      {
        id: 'legal',
        title: 'Legal & Privacy',
        links: [{ path: '/a', label: 'Alpha', description: 'First.' }],
      },
    ]);
  });

  it('links open their page by client navigation', async () => {
    const user = userEvent.setup();
    renderSitemap('/sitemap');
    await user.click(await screen.findByRole('link', { name: 'FAQ' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
  });
});

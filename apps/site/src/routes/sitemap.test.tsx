import { pageDescriptions } from '@studio/content/pageDescriptions';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import SitemapPage, { loader, sitemapFrom } from './sitemap';
import { labelOf, servesIn, siteRoutes, type SiteRoute } from '../routeTable';

function renderSitemap(path = '/site') {
  const Stub = createRoutesStub([
    { path, Component: SitemapPage, loader },
    { path: '/faq', Component: () => <h1>Frequently Asked Questions</h1> },
    { path: '/hi/faq', Component: () => <h1>अक्सर पूछे जाने वाले सवाल</h1> },
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

  it('in Hindi (/hi/site) lists only the pages written in Hindi, in Hindi words, each at its Hindi address', async () => {
    const user = userEvent.setup();
    renderSitemap('/hi/site');
    expect(await screen.findByRole('heading', { level: 1, name: 'साइटमैप' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi/');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain('मुख्य पेज');
    expect(headings).not.toContain('Main Pages');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const listed = (siteRoutes as readonly SiteRoute[]).filter(
      (route) => route.sitemapGroup && servesIn(route, 'hi'),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining(
        listed.map((route) => (route.path === '/' ? '/hi/' : `/hi${route.path}`)),
      ),
    );
    // No page without Hindi words, and no link out of Hindi.
    expect(hrefs.filter((href) => !href?.startsWith('/hi/'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'साइटमैप' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByText(
        'सरगम स्टूडियोज़ की वेबसाइट के सभी हिन्दी पेज, समूहों में: मुख्य पेज, संगीत और सामग्री, सहायता और अन्य।',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'सवाल-जवाब' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' }),
    ).toBeVisible();
  });
});

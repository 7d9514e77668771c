import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { siteConfig } from '@studio/content/site';
import HomePage, { loader } from './home';

// The root layout puts every page inside <main>.
const Main = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderHome = async () => {
  const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader }]);
  render(<Stub initialEntries={['/']} />, { wrapper: Main });
  return screen.findByRole('heading', { level: 1, name: 'Sargam Studios' }, { timeout: 10_000 });
};

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('home page', { timeout: 20_000 }, () => {
  it('links Watch Now and Subscribe to the video channel in a new tab', async () => {
    await renderHome();
    for (const name of [/^Watch Now/, /^Subscribe/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', siteConfig.videoChannelUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/10K\+ subscribers/)).toBeVisible();
  });

  it('given the scroll cue › activating it › moves focus to Upcoming Releases', async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('link', { name: 'Scroll to Upcoming Releases' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Releases' })).toHaveFocus();
  });

  it('shows four release posters with their badges and opens one full size', async () => {
    await renderHome();
    const releases = screen.getByRole('region', { name: /Upcoming Releases/ });
    const posters = within(releases).getAllByRole('button');
    expect(posters).toHaveLength(4);
    expect(within(releases).getByText('Latest Release')).toBeVisible();
    expect(within(releases).getAllByText('Coming Soon')).toHaveLength(2);
    expect(within(releases).getByText('Post-Production')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /^Chhath Ke Geet/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Chhath Ke Geet' });
    expect(within(viewer).getByRole('link', { name: 'Read about the album' })).toHaveAttribute(
      'href',
      '/article/chhath-ke-geet-our-music-returns-to-the-riverbank',
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a release without a link › its full-size poster offers no link', async () => {
    // Home's posters as the store gives them: this one names no page.
    const withoutLink = async (args: Parameters<typeof loader>[0]) => {
      const data = await loader(args);
      const posters = data.releases.posters.map(({ page: _page, ...poster }) => poster);
      return { ...data, releases: { ...data.releases, posters } };
    };
    const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader: withoutLink }]);
    render(<Stub initialEntries={['/']} />, { wrapper: Main });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Sawan Ki Bhor/ }, { timeout: 10_000 }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Sawan Ki Bhor' });
    expect(within(viewer).queryByRole('link')).not.toBeInTheDocument();
    expect(within(viewer).getByText('Coming Soon')).toBeVisible();
  });

  it('keeps a Latest Content section and the Why Choose reasons', async () => {
    await renderHome();
    expect(screen.getByRole('region', { name: 'Latest Content' })).toHaveAttribute(
      'id',
      'latest-content',
    );
    for (const reason of ['Studio Quality', 'Creative Vision', 'Global Reach']) {
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    }
  });

  it('has no axe violations', async () => {
    await renderHome();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});

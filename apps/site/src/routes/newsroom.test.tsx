import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '@studio/content/languages';
import { siteWords, type SiteWords } from '@studio/content/siteWords';
import { withRoot } from '../test/routeTesting';
import NewsroomPage, { loader } from './newsroom';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderNewsroom(entry = '/newsroom', words: SiteWords = siteWords) {
  const Stub = createRoutesStub(
    withRoot(
      [
        { path: '/newsroom', Component: NewsroomPage, loader },
        { path: '/hi/newsroom', Component: NewsroomPage, loader },
      ],
      words,
    ),
  );
  return render(<Stub initialEntries={[entry]} />);
}

const storyLinks = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/newsroom', () => {
  it('features the devotional song announcement, linked by the slug rule', async () => {
    renderNewsroom();
    expect(await screen.findByRole('heading', { level: 1, name: 'News & Stories' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: /New Song Release: Radha Shyam Salone Ko/ }),
    ).toHaveAttribute('href', '/article/new-song-release-radha-shyam-salone-ko');
  });

  it('shows six stories, Load More Stories shows all and focuses the first new one, Show Less Stories returns to six', async () => {
    renderNewsroom();
    await screen.findByRole('heading', { level: 1 });
    expect(storyLinks()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Stories' }));
    expect(storyLinks()).toHaveLength(9);
    // Keyboard users continue at the first story Load More revealed.
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')[6]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less Stories' }));
    expect(storyLinks()).toHaveLength(6);
  });

  it('a category chip keeps the stories whose title contains the word, and hides Load More when six or fewer match', async () => {
    renderNewsroom();
    await userEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    expect(storyLinks()).toEqual([
      '/article/live-events-bhakti-sandhya-returns-this-winter',
      '/article/music-video-masterclass-events-for-young-filmmakers',
    ]);
    expect(screen.queryByRole('button', { name: 'Load More Stories' })).not.toBeInTheDocument();
  });

  it('search matches title or text, combined with the category, and says when nothing matches', async () => {
    renderNewsroom();
    const search = await screen.findByRole('searchbox', { name: 'Search news' });
    await userEvent.type(search, 'RIVERBANK');
    expect(storyLinks()).toEqual(['/article/chhath-ke-geet-our-music-returns-to-the-riverbank']);
    await userEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(storyLinks()).toEqual([]);
    expect(screen.getByText('No stories found for "RIVERBANK"')).toBeVisible();
  });

  it('links the RSS and Atom feeds', async () => {
    renderNewsroom();
    expect(await screen.findByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/newsroom/rss.xml',
    );
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      '/newsroom/atom.xml',
    );
  });

  it('on /hi/newsroom › names the categories in Hindi, on the filters and the badges', async () => {
    renderNewsroom('/hi/newsroom', await defaultSiteContent.hi.words());
    await screen.findByRole('heading', { level: 1 });
    const filters = screen.getByRole('tablist');
    for (const name of ['सभी', 'संगीत', 'वीडियो', 'कार्यक्रम'])
      expect(within(filters).getByRole('tab', { name: new RegExp(`^${name}`) })).toBeVisible();
    expect(within(filters).queryByRole('tab', { name: /^Music/ })).toBeNull();
    expect(screen.getAllByText('संगीत').length).toBeGreaterThan(1);
  });

  it('on /hi/newsroom › a chip keeps the stories whose Hindi title holds its Hindi word', async () => {
    renderNewsroom('/hi/newsroom', await defaultSiteContent.hi.words());
    await userEvent.click(await screen.findByRole('tab', { name: 'कार्यक्रम' }));
    expect(storyLinks().map((link) => decodeURI(link ?? ''))).toEqual([
      '/hi/article/भक्ति-संध्या-इस-सर्दी',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'वीडियो' }));
    expect(storyLinks().map((link) => decodeURI(link ?? ''))).toEqual([
      '/hi/article/भोर-में-देश-की-मिट्टी',
    ]);
  });

  it("in Hindi, links the Hindi newsroom's own feeds", async () => {
    renderNewsroom('/hi/newsroom', await defaultSiteContent.hi.words());
    expect(await screen.findByRole('link', { name: 'RSS फ़ीड' })).toHaveAttribute(
      'href',
      '/hi/newsroom/rss.xml',
    );
    expect(screen.getByRole('link', { name: 'Atom फ़ीड' })).toHaveAttribute(
      'href',
      '/hi/newsroom/atom.xml',
    );
  });
});

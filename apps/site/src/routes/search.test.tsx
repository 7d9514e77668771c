import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import SearchPage, { loader } from './search';
import { defaultArticles, defaultContentSource } from '@studio/content/defaultSource';
import type { ContentSource } from '@studio/content/source';
import { siteSearchDocuments } from '../search/documents';

function LocationProbe() {
  const location = useLocation();
  return <p>Current address: {location.pathname + location.search}</p>;
}

function renderSearch(entry: string, content: ContentSource = defaultContentSource) {
  const Stub = createRoutesStub(
    [
      {
        path: '/search',
        Component: () => (
          <>
            <SearchPage />
            <LocationProbe />
          </>
        ),
        loader,
      },
      { path: '/video', Component: () => <h1>Video</h1> },
    ],
    { content },
  );
  render(<Stub initialEntries={[entry]} />);
}

const resultLinks = () =>
  within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('search page', { timeout: 20_000 }, () => {
  it('given no query › lists every entry grouped by kind, twelve a page, with Previous and Next', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const total = siteSearchDocuments().length;
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${total} pages and answers`);
    const pages = Math.ceil(total / 12);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++) {
      expect(screen.getByText(`Page ${page} of ${pages}`)).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      expect(links.length).toBe(page < pages ? 12 : total - 12 * (pages - 1));
      for (const link of links) seen.add(link.getAttribute('href') ?? '');
      // Each kind under its own heading.
      for (const heading of screen.getAllByRole('heading', { level: 2 }))
        expect(['Pages', 'Help topics', 'FAQ answers', 'News', 'Tracks']).toContain(
          heading.textContent,
        );
      if (page < pages) {
        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveFocus();
      }
    }
    expect(seen.size).toBe(new Set(siteSearchDocuments().map((entry) => entry.url)).size);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(`Page ${pages - 1} of ${pages}`)).toBeInTheDocument();
  });

  it('given ?q= › fills the box and lists every title or description match, ignoring case', async () => {
    renderSearch('/search?q=MUSIC%20VIDEO');
    expect(await screen.findByRole('searchbox', { name: 'Search the website' })).toHaveValue(
      'MUSIC VIDEO',
    );
    const titles = resultLinks().map((link) => within(link).getByRole('heading').textContent);
    expect(titles).toContain('Video');
    expect(titles).toContain('How long does a music video take to produce?');
    for (const link of resultLinks())
      expect(link.textContent?.toLowerCase()).toContain('music video');
  });

  it("given a word only an article's body holds › finds that article, described by the words around the match", async () => {
    renderSearch('/search?q=manjira');
    const status = await screen.findByRole('status');
    await within(status).findByText('1 result for "manjira"');
    const [link] = resultLinks();
    expect(link).toHaveAttribute('href', '/article/new-song-release-radha-shyam-salone-ko');
    expect(link).toHaveTextContent(/manjira/i);
  });

  it("the page's own data lists every entry without the articles' bodies", async () => {
    const data = await loader({
      request: new Request('http://localhost/search'),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    expect(data.documents.map((entry) => entry.id)).toEqual(
      siteSearchDocuments().map((entry) => entry.id),
    );
    expect(data.documents.filter((entry) => 'body' in entry)).toEqual([]);
  });

  it('typing replaces the query in the address', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search the website' });
    await user.type(box, 'mixing');
    expect(await screen.findByText('Current address: /search?q=mixing')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/results? for "mixing"/);
  });

  it('given no match › says so and Browse All Services clears the query', async () => {
    const user = userEvent.setup();
    renderSearch('/search?q=xylophone%20repair');
    // The articles' bodies load with the search index first ("Loading search..." until then).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No results found for "xylophone repair"',
      ),
    );
    expect(screen.getByText('Try different keywords or browse our services.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browse All Services' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(await screen.findByText('Current address: /search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing all ${siteSearchDocuments().length} pages and answers`,
    );
  });

  it('reads the same index as the header: an article published after the page was rendered is found', async () => {
    // The page was rendered before the studio's newest story was published: its own data lacks it.
    const [newest, ...older] = defaultArticles.all;
    const before: ContentSource = {
      ...defaultContentSource,
      articles: () => Promise.resolve({ ...defaultArticles, all: older }),
    };
    renderSearch(`/search?q=${encodeURIComponent(newest!.title)}`, before);
    const status = await screen.findByRole('status');
    await within(status).findByText(/results? for/);
    expect(resultLinks().map((link) => link.getAttribute('href'))).toContain(
      `/article/${newest!.id}`,
    );
  });

  it('finds a track by its title and opens the track library filtered to it', async () => {
    renderSearch('/search?q=neon%20ghats');
    const status = await screen.findByRole('status');
    await within(status).findByText('1 result for "neon ghats"');
    const [link] = resultLinks();
    expect(link).toHaveAttribute('href', '/tracks?q=Neon%20Ghats');
    expect(within(link!).getByRole('heading')).toHaveTextContent('Neon Ghats');
    expect(link).toHaveTextContent('Track');
  });

  it('a result opens its page by client navigation', async () => {
    const user = userEvent.setup();
    renderSearch('/search?q=music%20videos%2C');
    await user.click(await screen.findByRole('link', { name: /^Page Video/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeVisible();
  });
});

describe('search page in Hindi', { timeout: 20_000 }, () => {
  it('given a Hindi word only an article’s body holds › finds the Hindi article, in Hindi words, linked to its Hindi page', async () => {
    const Stub = createRoutesStub([{ path: '/hi/search', Component: SearchPage, loader }], {});
    render(<Stub initialEntries={[`/hi/search?q=${encodeURIComponent('मंजीरा')}`]} />);
    const status = await screen.findByRole('status');
    await within(status).findByText('"मंजीरा" के लिए 1 नतीजा');
    const links = within(screen.getByRole('list', { name: 'खोज के नतीजे' })).getAllByRole('link');
    expect(links.map((link) => decodeURI(link.getAttribute('href') ?? ''))).toEqual([
      '/hi/article/राधा-श्याम-सलोने-को',
    ]);
    expect(links[0]).toHaveTextContent('ख़बर');
    expect(within(links[0]!).getByRole('heading')).toHaveTextContent('नया भजन: राधा श्याम सलोने को');
  });

  it("the page's own data lists the Hindi entries only, each at its Hindi address", async () => {
    const data = await loader({
      request: new Request('http://localhost/hi/search'),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);
    expect(data.content.title).toBe('खोजें');
    expect(data.documents.length).toBeGreaterThan(0);
    for (const entry of data.documents) expect(entry.url).toMatch(/^\/hi\//);
    expect(data.documents.some((entry) => entry.type === 'help')).toBe(false);
  });
});

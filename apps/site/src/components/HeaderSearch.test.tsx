import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { siteWords, headerSearchWordsOf } from '@studio/content/siteWords';
import { hindiSearchPage } from '@studio/content/hi/listings';
import { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';

function Page({ title, words }: { title: string; words?: HeaderSearchProps['words'] }) {
  const location = useLocation();
  return (
    <>
      <HeaderSearch words={words ?? siteWords.search} />
      <h1>{title}</h1>
      <p>Current address: {decodeURI(location.pathname) + location.search + location.hash}</p>
    </>
  );
}

function renderHeader() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Page title="Home" /> },
    { path: '/faq', Component: () => <Page title="FAQ" /> },
    { path: '/search', Component: () => <Page title="Search" /> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

/** The pointer over the plain box the page ships loads the combobox, which is then clicked. */
async function openCombobox(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(await screen.findByRole('searchbox', { name: 'Search the website' }));
  const box = await screen.findByRole('combobox', { name: 'Search the website' });
  await user.click(box);
  return box;
}

describe('header search', { timeout: 20_000 }, () => {
  it('is a plain search form to /search until a visitor shows intent', async () => {
    renderHeader();
    const box = await screen.findByRole('searchbox', { name: 'Search the website' });
    const form = box.closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('keeps what was typed before the combobox took over, with focus, and every key after', async () => {
    const user = userEvent.setup();
    renderHeader();
    const plain = await screen.findByRole('searchbox', { name: 'Search the website' });
    // Focus and keys go to the plain box while the combobox's code loads.
    plain.focus();
    await user.keyboard('qwertyzz');
    const box = await screen.findByRole('combobox', { name: 'Search the website' });
    expect(box).toHaveFocus();
    await user.keyboard(' mastering');
    expect(box).toHaveValue('qwertyzz mastering');
  });

  it('offers the quick searches while empty; a chip searches for it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openCombobox(user);
    const chips = within(screen.getByRole('group', { name: 'Popular searches' }));
    await user.click(chips.getByRole('button', { name: 'Booking' }));
    expect(screen.getByRole('combobox')).toHaveValue('Booking');
    expect(await screen.findByRole('option', { name: /Getting Started/ })).toBeVisible();
  });

  it('Enter on a highlighted result navigates to it and clears the box', async () => {
    const user = userEvent.setup();
    renderHeader();
    const box = await openCombobox(user);
    await user.type(box, 'cancellation');
    expect(
      await screen.findByRole('option', { name: /What is your cancellation policy\?/ }),
    ).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByText('Current address: /faq#what-is-your-cancellation-policy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the website' })).toHaveValue('');
  });

  it('Enter without a highlighted result opens the full results page', async () => {
    const user = userEvent.setup();
    renderHeader();
    const box = await openCombobox(user);
    await user.type(box, 'music video{Enter}');
    expect(await screen.findByText('Current address: /search?q=music%20video')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderHeader();
    const box = await openCombobox(user);
    await user.type(box, 'zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No results found for "zzzz"');
    expect(screen.getByText('Try different keywords or browse our services.')).toBeVisible();
  });

  it('on a Hindi page › finds a Hindi article by a Hindi word and opens its Hindi page', async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([
      {
        path: '/hi/',
        Component: () => <Page title="होम" words={headerSearchWordsOf(hindiSearchPage)} />,
      },
      {
        path: '/hi/article/:slug',
        Component: () => <Page title="लेख" words={headerSearchWordsOf(hindiSearchPage)} />,
      },
    ]);
    render(<Stub initialEntries={['/hi/']} />);
    const plain = await screen.findByRole('searchbox', { name: 'वेबसाइट पर खोजें' });
    expect(plain.closest('form')).toHaveAttribute('action', '/hi/search');
    await user.hover(plain);
    const box = await screen.findByRole('combobox', { name: 'वेबसाइट पर खोजें' });
    await user.click(box);
    await user.type(box, 'मंजीरा');
    const option = await screen.findByRole('option', { name: /नया भजन: राधा श्याम सलोने को/ });
    expect(option).toHaveTextContent('ख़बर');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByText('Current address: /hi/article/राधा-श्याम-सलोने-को'),
    ).toBeInTheDocument();
  });
});

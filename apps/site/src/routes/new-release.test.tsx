import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultContentSource } from '@studio/content/defaultSource';
import type { ContentSource } from '@studio/content/source';
import NewReleasePage, { loader } from './new-release';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function renderPage(content?: ContentSource) {
  const Stub = createRoutesStub(
    [
      { path: '/new-release', Component: NewReleasePage, loader },
      { path: '/music', Component: () => <h1>Music</h1> },
    ],
    { content },
  );
  return render(<Stub initialEntries={['/new-release']} />);
}

/** The default content with no featured release (the featured one was unpublished). */
const withoutFeatured: ContentSource = {
  ...defaultContentSource,
  async page(key) {
    const page = await defaultContentSource.page(key);
    return key === 'newRelease' ? ({ ...page, featured: null } as typeof page) : page;
  },
};

// jsdom has no media stack; real playback is asserted in Chromium (e2e/site-media.e2e.test.ts).
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('/new-release', () => {
  it('features As It Was with its Preview button and three Recent Releases with Preview buttons', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'As It Was' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview As It Was' })).toHaveTextContent('Preview');
    const recent = screen.getByRole('heading', { name: 'Recent Releases' }).closest('section')!;
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Preview Radha Shyam Salone Ko',
      'Preview Neon Ghats',
      'Preview Safar – The Journey',
    ]);
  });

  it('given no featured release › shows the page heading and the Recent Releases', async () => {
    renderPage(withoutFeatured);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fresh From the Studio' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Preview As It Was' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview Neon Ghats' })).toBeVisible();
  });

  it('given the featured preview cannot play › says Audio preview not available', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('No supported source', 'NotSupportedError'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview As It Was' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Audio preview not available');
  });

  it('given a recent release cannot play › its row says so', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('No supported source', 'NotSupportedError'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Neon Ghats' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Audio preview not available for this track',
    );
  });

  it('goes back to /music', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: /Back to Music/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Music' })).toBeVisible();
  });
});

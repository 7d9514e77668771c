import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentProps, MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, type NavBarLinkRenderProps } from './NavBar';

const links = [
  { href: '/about', label: 'About' },
  { href: '/music', label: 'Music' },
  { href: '/video', label: 'Video' },
  { href: '/newsroom', label: 'Newsroom' },
];
const extraLinks = [
  { href: '/contact', label: 'Contact' },
  { href: '/support', label: 'Support' },
];

// jsdom does not evaluate media queries, so the desktop links (shown from 1024 px in a browser,
// see the Playground story) count as hidden here and have no computed accessible name.
const mainNav = () => {
  const [nav] = screen.getAllByRole('navigation', { hidden: true });
  expect(nav).toHaveAttribute('aria-label', 'Main');
  return nav!;
};
const linkIn = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest('a');

// Links never navigate in jsdom; the tests only observe what the bar does.
const preventNavigation = (_href: string, event: MouseEvent<HTMLAnchorElement>) =>
  event.preventDefault();

function renderBar(props: Partial<ComponentProps<typeof NavBar>> = {}) {
  return render(
    <NavBar
      logo="Example Records"
      links={links}
      extraLinks={extraLinks}
      currentPath="/"
      onNavigate={preventNavigation}
      {...props}
    />,
  );
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  // The menu's code loads on that press: on a busy machine the import takes longer than 1 s.
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 15_000 });
};
const menuClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('NavBar', () => {
  it('renders a banner with the home link, a Main navigation with the main links, and a closed menu button', () => {
    renderBar({ currentPath: '/music' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Example Records' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = mainNav();
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['About', 'Music', 'Video', 'Newsroom']);
    expect(linkIn(nav, 'Music')).toHaveAttribute('aria-current', 'page');
    expect(linkIn(nav, 'About')).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByText('Contact')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('given the menu button › clicking it › opens a modal menu with every link (its code loaded on that press)', async () => {
    const onOpenChange = vi.fn();
    renderBar({ onOpenChange });
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(button).toHaveAccessibleName('Close menu');
    // Modal: the page behind (the bar included) is hidden from assistive technology.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Example Records', 'About', 'Music', 'Video', 'Newsroom', 'Contact', 'Support']);
  });

  it('given an open menu › pressing Escape › closes it and returns focus to the menu button', async () => {
    renderBar();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('given an open menu › Tab stays inside the menu', async () => {
    renderBar();
    const menu = await openMenu();
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('given an open menu › the Close menu button closes it', async () => {
    renderBar();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await menuClosed();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('given an open menu › a click on the dimmed page outside the menu closes it', async () => {
    renderBar();
    await openMenu();
    await userEvent.click(document.querySelector('[data-navbar-overlay]') as Element);
    await menuClosed();
  });

  it('given an open menu › choosing a link › calls onNavigate with the href, then closes', async () => {
    const onNavigate = vi.fn(preventNavigation);
    renderBar({ onNavigate });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Support' }));
    expect(onNavigate).toHaveBeenCalledWith('/support', expect.anything());
    await menuClosed();
  });

  it('given an open menu › clicking the logo › closes it', async () => {
    renderBar();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Example Records' }));
    await menuClosed();
  });

  it('given an open menu › the app signals a route change through currentPath › it closes', async () => {
    const { rerender } = renderBar({ currentPath: '/' });
    await openMenu();
    rerender(
      <NavBar
        logo="Example Records"
        links={links}
        extraLinks={extraLinks}
        currentPath="/video"
        onNavigate={preventNavigation}
      />,
    );
    await menuClosed();
  });

  it('given renderLink › renders every link through it, so a router link is used', async () => {
    const renderLink = vi.fn(({ href, children, ...props }: NavBarLinkRenderProps) => (
      <a data-router-link="" href={`#${href}`} {...props}>
        {children}
      </a>
    ));
    renderBar({ renderLink, currentPath: '/about' });
    const about = linkIn(mainNav(), 'About');
    expect(about).toHaveAttribute('data-router-link');
    expect(about).toHaveAttribute('href', '#/about');
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(renderLink).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/', children: 'Example Records' }),
    );
  });

  it('given skipToContentHref › the first Tab stop is a Skip to content link', async () => {
    renderBar({ skipToContentHref: '#main' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('given a trailing slash in the current path › still marks the current link', () => {
    renderBar({ currentPath: '/newsroom/' });
    expect(linkIn(mainNav(), 'Newsroom')).toHaveAttribute('aria-current', 'page');
  });

  it('given a logo image and homeLabel › names the home link', () => {
    renderBar({ logo: <img src="/logo.svg" alt="" />, homeLabel: 'Example Records, home' });
    expect(screen.getByRole('link', { name: 'Example Records, home' })).toHaveAttribute('href', '/');
  });

  // axe runs twice and the menu's code loads on first open: allow for a loaded machine.
  it('has no axe violations closed and with the menu open', { timeout: 20_000 }, async () => {
    const { container } = renderBar({ skipToContentHref: '#main' });
    expect((await axe.run(container)).violations).toEqual([]);
    await openMenu();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

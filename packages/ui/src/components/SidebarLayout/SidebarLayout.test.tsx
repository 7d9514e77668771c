import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarLayout, type SidebarLayoutGroup } from './SidebarLayout';

const groups: SidebarLayoutGroup[] = [
  { links: [{ href: '/dashboard', label: 'Dashboard' }] },
  { label: 'User Management', links: [{ href: '/dashboard/admin-users', label: 'Admin Users' }] },
  { links: [{ href: '/dashboard/inbox', label: 'Inbox' }] },
];

/** Draws the layout as a screen of the given width would (jsdom has no layout of its own). */
function at(width: 'wide' | 'narrow') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width === 'narrow' && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const renderLayout = (currentPath = '/dashboard/inbox') =>
  render(
    <SidebarLayout navLabel="Dashboard" groups={groups} currentPath={currentPath} header="Admin">
      <h1>Inbox</h1>
    </SidebarLayout>,
  );

afterEach(() => vi.restoreAllMocks());

// Opening, Escape, following a link and the focus they move are played in the stories
// (Playground, Drawer); here the structure and what the stories do not show.
describe('SidebarLayout', { timeout: 30_000 }, () => {
  it('given a wide screen › shows the named navigation beside the content, its groups named and the current link marked', () => {
    at('wide');
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('list', { name: 'User Management' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('main')).toHaveTextContent('Inbox');
  });

  it('given a narrow screen › the sidebar is closed until the menu button opens it as a dialog', async () => {
    at('narrow');
    renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('given an open drawer › a new current path closes it', async () => {
    at('narrow');
    const { rerender } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    rerender(
      <SidebarLayout navLabel="Dashboard" groups={groups} currentPath="/dashboard" header="Admin">
        <h1>Dashboard</h1>
      </SidebarLayout>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no axe violations with the sidebar shown and with the drawer open', async () => {
    at('wide');
    const { container, unmount } = renderLayout();
    expect((await axe.run(container)).violations).toEqual([]);
    unmount();
    at('narrow');
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});

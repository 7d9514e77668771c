import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { SidebarLayout, type SidebarLayoutGroup } from './SidebarLayout';
import guide from './SidebarLayout.guide.md?raw';

const groups: SidebarLayoutGroup[] = [
  { links: [{ href: '/dashboard', label: 'Dashboard' }] },
  {
    label: 'Sales',
    links: [
      {
        href: '/dashboard/orders',
        label: 'Orders',
        badge: (
          <Badge tone="warning">
            3<VisuallyHidden> pending</VisuallyHidden>
          </Badge>
        ),
      },
      { href: '/dashboard/members', label: 'Team Members' },
    ],
  },
  {
    links: [
      { href: '/dashboard/inbox', label: 'Inbox' },
      { href: '/dashboard/audit-log', label: 'Audit Log' },
      { href: '/dashboard/settings', label: 'System Settings' },
    ],
  },
];

const titles = new Map(groups.flatMap((group) => group.links.map((l) => [l.href, l.label])));

/** A stand-in for the app: a tiny client-side "router" holding the current path. */
function App(args: ComponentProps<typeof SidebarLayout>) {
  const [path, setPath] = useState(args.currentPath ?? '/dashboard');
  return (
    <SidebarLayout
      {...args}
      currentPath={path}
      renderLink={({ href, children, onClick, ...props }) => (
        <a
          href={href}
          {...props}
          onClick={(event) => {
            event.preventDefault();
            onClick(event);
            setPath(href);
          }}
        >
          {children}
        </a>
      )}
    >
      <Heading level={1} size="xl">
        {titles.get(path)}
      </Heading>
      <Text tone="muted">The section’s content.</Text>
    </SidebarLayout>
  );
}

const meta = {
  title: 'Blocks/SidebarLayout',
  component: SidebarLayout,
  args: {
    navLabel: 'Dashboard',
    groups,
    currentPath: '/dashboard',
    header: <Text weight="semibold">Back office</Text>,
    children: null,
  },
  argTypes: {
    groups: { control: false },
    header: { control: false },
    renderLink: { control: false },
    sidebarFooter: { control: false },
    children: { control: false },
  },
  render: (args) => <App {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: guide }, story: { inline: false, height: '520px' } },
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280' } };
const phone = { viewport: { value: 'mobile390' } };

/** From 1024 px: the sidebar beside the content; the menu button hides and shows it. */
export const Playground: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Inbox' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Below 1024 px: a modal drawer that takes focus, closes with Escape and gives focus back. */
export const Drawer: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
    // Following a link closes the drawer and starts reading at the new section.
    await userEvent.click(menu);
    const reopened = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(reopened).getByRole('link', { name: /^Orders/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** The drawer open on a phone, for visual review. */
export const DrawerOpen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  },
};

/** A link out of the app at the end of the sidebar, with the links' look. */
export const WithFooter: Story = {
  globals: desktop,
  args: {
    sidebarFooter: (className) => (
      <a className={className} href="/" target="_blank" rel="noopener noreferrer">
        View Website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    ),
  },
};

import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { NavBar, type NavBarLink } from './NavBar';
import guide from './NavBar.guide.md?raw';

const links: NavBarLink[] = [
  { href: '/about', label: 'About' },
  { href: '/music', label: 'Music' },
  { href: '/video', label: 'Video' },
  { href: '/newsroom', label: 'Newsroom' },
];
const extraLinks: NavBarLink[] = [
  { href: '/contact', label: 'Contact' },
  { href: '/support', label: 'Support' },
];

function Logo() {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.12" />
        <path
          d="M10 19.5a2.5 2.5 0 1 1-1-2V8l10-2v11.5a2.5 2.5 0 1 1-1-2V9.3l-8 1.6z"
          fill="currentColor"
        />
      </svg>
      Example Records
    </>
  );
}

const NAVIGATE_EVENT = 'navbar-story:navigate';

/** A stand-in for the app: a tiny client-side "router" holding the current path. */
function Page(args: ComponentProps<typeof NavBar>) {
  const [path, setPath] = useState(args.currentPath ?? '/');
  useEffect(() => {
    const onExternalNavigation = (event: Event) => setPath((event as CustomEvent<string>).detail);
    window.addEventListener(NAVIGATE_EVENT, onExternalNavigation);
    return () => window.removeEventListener(NAVIGATE_EVENT, onExternalNavigation);
  }, []);
  return (
    <>
      <NavBar
        {...args}
        currentPath={path}
        onNavigate={(href, event) => {
          // The app's router would navigate here; the story only records the path.
          event.preventDefault();
          args.onNavigate?.(href, event);
          setPath(href);
        }}
      />
      <main
        id="main"
        tabIndex={-1}
        style={{ paddingTop: 'calc(44px + 2rem)', paddingInline: '1rem', minHeight: '150vh' }}
      >
        <h1>Current page: {path}</h1>
        <p>
          Example Records records, mixes and masters music and shoots music videos. Scroll the page:
          the bar stays fixed at the top.
        </p>
      </main>
    </>
  );
}

const meta = {
  title: 'Blocks/NavBar',
  component: NavBar,
  args: {
    logo: <Logo />,
    links,
    extraLinks,
    currentPath: '/',
    skipToContentHref: '#main',
    onNavigate: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    logo: { control: false },
    renderLink: { control: false },
    open: { control: false },
  },
  render: (args) => <Page {...args} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: { component: guide },
      story: { inline: false, height: '480px' },
    },
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop1280' } };
const phone = { viewport: { value: 'mobile390' } };

/**
 * Whether the story is drawn as wide as its play function expects. The toolbar and the test runner
 * apply each story's viewport, but a docs page draws every story in a frame as wide as its column
 * and a canvas opened in its own tab is as wide as the window: there the bar has the other layout
 * and the check would fail for the wrong reason, so it stops and says why. Under Vitest it always
 * runs, so a test cannot skip itself.
 */
function drawnAt(layout: 'desktop' | 'menu'): boolean {
  const desktopWidth = window.matchMedia('(min-width: 1024px)').matches;
  if (import.meta.env.VITEST || desktopWidth === (layout === 'desktop')) return true;
  console.warn(
    `This story's checks need the ${layout === 'desktop' ? 'desktop (1024 px and up)' : 'menu (below 1024 px)'} layout: open it in the canvas with its viewport to run them.`,
  );
  return false;
}

export const Playground: Story = {
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    if (!drawnAt('desktop')) return;
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Music' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/music', expect.anything());
    // From 1024 px the links sit in the bar and the menu button is hidden by a media query.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const CurrentPage: Story = { globals: desktop, args: { currentPath: '/newsroom' } };

export const SkipToContent: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Hidden off screen until focused; only a browser applies that style.
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toBeVisible();
  },
};

/** Below 1024 px the menu button opens the links in a modal menu. */
export const MobileMenu: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    if (!drawnAt('menu')) return;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await within(document.body).findByRole('dialog', { name: 'Menu' });
    // Scroll is locked and focus is inside the menu.
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Visible once the opening animation (which fades in) has finished.
    for (const name of ['About', 'Music', 'Video', 'Newsroom', 'Contact', 'Support']) {
      await waitFor(() => expect(within(menu).getByRole('link', { name })).toBeVisible());
    }
    await expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

/** At 834 px the links are in the menu, as on phones. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet834' } } };

/** Without `extraLinks` the menu holds the main links only. */
export const WithoutExtraLinks: Story = { globals: phone, args: { extraLinks: [] } };

export const LongLabels: Story = {
  globals: desktop,
  args: {
    links: [
      { href: '/about', label: 'About the Studio' },
      { href: '/music', label: 'Music and Releases' },
      { href: '/video', label: 'Music Videos' },
      { href: '/newsroom', label: 'Newsroom and Press' },
      { href: '/careers', label: 'Careers' },
    ],
  },
};

/** `actions`: a search button at the end of the bar, beside the menu button. */
export const WithActions: Story = {
  globals: phone,
  args: {
    actions: (
      <IconButton aria-label="Search the site" size="sm" onClick={fn()}>
        <MagnifyingGlassIcon width="18" height="18" aria-hidden="true" focusable="false" />
      </IconButton>
    ),
  },
  play: async ({ canvasElement }) => {
    if (!drawnAt('menu')) return;
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('button', { name: 'Search the site' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

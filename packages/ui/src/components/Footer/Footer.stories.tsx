import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Footer } from './Footer';
import { FooterAccordion, type FooterSection } from './FooterAccordion';
import guide from './Footer.guide.md?raw';

/** Every footer link of the studio site, grouped into five sections. */
const sections: FooterSection[] = [
  {
    id: 'help',
    title: 'Help',
    links: [
      { text: 'Help', href: '/help' },
      { text: 'Support', href: '/support' },
      { text: 'FAQ', href: '/faq' },
    ],
  },
  {
    id: 'listen',
    title: 'Listen & Watch',
    links: [
      { text: 'Tracks', href: '/tracks' },
      { text: 'New Release', href: '/new-release' },
      { text: 'Music', href: '/music' },
      { text: 'Video', href: '/video' },
    ],
  },
  {
    id: 'studio',
    title: 'Studio',
    links: [
      { text: 'Company', href: '/company' },
      { text: 'Leadership', href: '/leadership' },
      { text: 'Careers', href: '/careers' },
      { text: 'Contact', href: '/contact' },
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    links: [
      { text: 'Terms', href: '/terms' },
      { text: 'Privacy', href: '/privacy' },
      { text: 'Legal', href: '/legal' },
    ],
  },
  {
    id: 'site',
    title: 'Site',
    links: [
      { text: 'Cookies', href: '/cookies' },
      { text: 'Cookie Settings', href: '/cookie-settings' },
      { text: 'Sitemap', href: '/site' },
      { text: 'Staff sign-in', href: '/sign-in' },
    ],
  },
];

const allLinks = sections.flatMap((section) => section.links);

function CallToAction() {
  return (
    <>
      <p style={{ margin: 0, fontWeight: 600 }}>Be part of the music.</p>
      <p style={{ margin: 0 }}>Join as a Listener or enroll in an Artist Program.</p>
    </>
  );
}

const socialIcon = (path: string) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function SocialLinks() {
  // Placeholders; a real site config puts the studio's profile URLs here.
  const profiles = [
    {
      name: 'Instagram',
      path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01',
    },
    {
      name: 'YouTube',
      path: 'M3 8a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zm7 1v6l5-3z',
    },
    { name: 'X', path: 'M4 4l16 16M20 4L4 20' },
    {
      name: 'Facebook',
      path: 'M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h2.5l.5-4h-3V7.5a.5.5 0 0 1 .5-.5H15z',
    },
  ];
  return (
    <>
      {profiles.map((profile) => (
        <IconButton
          key={profile.name}
          asChild
          shape="circle"
          size="lg"
          aria-label={`Example Records on ${profile.name}`}
        >
          <a href={`#${profile.name.toLowerCase()}`}>{socialIcon(profile.path)}</a>
        </IconButton>
      ))}
    </>
  );
}

const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  subcomponents: { FooterAccordion },
  args: {
    sections,
    owner: 'Example Records',
    year: 2026,
    callToAction: <CallToAction />,
    social: <SocialLinks />,
  },
  argTypes: {
    callToAction: { control: false },
    social: { control: false },
    renderLink: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    docs: { description: { component: guide } },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    // Wide screens: every section is an open column; there is nothing to collapse.
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    for (const link of allLinks) {
      await expect(within(nav).getByRole('link', { name: link.text })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(within(nav).getAllByRole('link')).toHaveLength(allLinks.length);
    await expect(within(nav).getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await expect(within(nav).getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/site',
    );
    await expect(canvas.getByText('© 2026 Example Records')).toBeVisible();
    await expect(
      canvas.getByText('Join as a Listener or enroll in an Artist Program.'),
    ).toBeVisible();
  },
};

export const MobileAccordion: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    await userEvent.click(nav.getByRole('button', { name: 'Help' }));
    await userEvent.click(nav.getByRole('button', { name: 'Site' }));
  },
};

export const MobileKeyboard: Story = {
  globals: { viewport: { value: 'mobile390' } },
  args: { callToAction: undefined, social: undefined },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(nav.getByRole('button', { name: 'Listen & Watch' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Tracks' })).toHaveFocus();
  },
};

export const Tablet834Columns: Story = {
  globals: { viewport: { value: 'tablet834' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    await expect(nav.queryAllByRole('button')).toHaveLength(0);
    await expect(nav.getByRole('link', { name: 'Cookie Settings' })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  args: { currentPath: '/careers' },
};

export const WithRouterLinks: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
};

/** Without the call to action and social links, and with fewer sections. */
export const Minimal: Story = {
  args: { callToAction: undefined, social: undefined, sections: sections.slice(0, 2) },
};

export const LongText: Story = {
  globals: { viewport: { value: 'mobile390' } },
  args: {
    owner: 'Example Records Music and Film Production Private Limited',
    sections: [
      {
        id: 'long',
        title: 'Recording, Mixing, Mastering and Music Video Production Services',
        links: [
          {
            text: 'Book a recording session in the live room with a twelve-piece ensemble',
            href: '/contact',
          },
          { text: 'Mixing and mastering in Dolby Atmos', href: '/music' },
        ],
      },
      ...sections.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    await userEvent.click(nav.getByRole('button', { name: /Recording, Mixing/ }));
    await expect(nav.getByRole('link', { name: /Book a recording session/ })).toBeVisible();
  },
};

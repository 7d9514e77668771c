import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { Stack } from '../Stack';
import { Link } from './Link';
import { linkTones, linkUnderlines } from './Link.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Link.guide.md?raw';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#about', children: 'About the studio' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    external: { control: 'boolean' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InASentence: Story = {
  render: (args) => (
    <p style={{ maxWidth: '40rem' }}>
      We answer every message within 24 hours. Before you book, read our{' '}
      <Link {...args} href="#faq">
        frequently asked questions
      </Link>{' '}
      and the{' '}
      <Link {...args} href="#cookie-policy">
        cookie policy
      </Link>
      .
    </p>
  ),
};

/** `external`: opens another site in a new tab, with an arrow and "(opens in a new tab)" for screen readers. */
export const External: Story = {
  args: {
    href: 'https://www.youtube.com/@examplerecords',
    external: true,
    children: 'Watch on YouTube',
  },
};

function RouterLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={`#${to}`} {...props}>
      {children}
    </a>
  );
}

/** A router's link rendered with these styles (here a stand-in for react-router's `<Link>`). */
export const AsChildRouterLink: Story = {
  render: ({ href: _href, ...args }) => (
    <Link {...args} asChild>
      <RouterLink to="/contact">Contact us</RouterLink>
    </Link>
  ),
};

/** `tone="neutral"` with `underline="hover"` in a list of links, where the layout already marks them as links. */
export const FooterList: Story = {
  args: { tone: 'muted', underline: 'hover' },
  render: (args) => (
    <nav aria-label="Legal & Privacy">
      <Stack as="ul" gap="2">
        {[
          'Privacy Policy',
          'Terms of Use',
          'Cookie Policy',
          'Cookie Settings',
          'Legal Information',
        ].map((label) => (
          <li key={label}>
            <Link {...args} href={`#${label.toLowerCase().replaceAll(' ', '-')}`}>
              {label}
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Read the full story of how Monsoon Ragas was recorded over three nights on the riverbank with a twelve-piece string section',
  },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="3">
      {linkTones.map((tone) =>
        linkUnderlines.map((underline) => (
          <span key={`${tone}-${underline}`}>
            <Link {...args} tone={tone} underline={underline}>
              {tone} link, underline {underline}
            </Link>
          </span>
        )),
      )}
      <span>
        <Link {...args} href="https://open.spotify.com" external>
          External: Listen on Spotify
        </Link>
      </span>
    </Stack>
  ),
};

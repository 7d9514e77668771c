import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { CookieConsent, cookieConsentPlacements, type CookieConsentProps } from './CookieConsent';
import guide from './CookieConsent.guide.md?raw';

const meta = {
  title: 'Blocks/CookieConsent',
  component: CookieConsent,
  args: {
    open: true,
    title: 'We use cookies',
    description:
      'Necessary cookies keep the site working. With your consent we also use analytics cookies to learn which releases you play, and marketing cookies for video embeds.',
    link: <Link href="#cookie-policy">Read our cookie policy</Link>,
    acceptLabel: 'Accept All',
    declineLabel: 'Decline',
    placement: 'inline',
    onAccept: fn(),
    onDecline: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: cookieConsentPlacements },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    link: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof CookieConsent>;

export default meta;

// A fixed banner would cover the docs page: show those stories in their own frame there.
const fixedParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, height: '360px' } },
};
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * As a site uses it: shown until a choice is made, then gone; the page remains usable while it
 * is open (it is not a dialog).
 */
function SiteWithBanner(args: CookieConsentProps) {
  const [choice, setChoice] = useState<'accepted' | 'declined' | null>(null);
  return (
    <div>
      <p>Cookie choice: {choice ?? 'not made yet'}</p>
      <Button variant="ghost" onClick={() => setChoice(null)}>
        Ask again
      </Button>
      <CookieConsent
        {...args}
        open={choice === null}
        onAccept={() => {
          args.onAccept();
          setChoice('accepted');
        }}
        onDecline={() => {
          args.onDecline();
          setChoice('declined');
        }}
      />
    </div>
  );
}

export const DecliningHidesTheBanner: Story = {
  args: { placement: 'fixed' },
  parameters: fixedParameters,
  render: (args) => <SiteWithBanner {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'We use cookies' });
    // Non-modal: the page behind stays reachable while the banner is open.
    await userEvent.click(canvas.getByRole('button', { name: 'Ask again' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await expect(canvas.getByText('Cookie choice: declined')).toBeVisible();
  },
};

export const AcceptingByKeyboard: Story = {
  args: { placement: 'fixed' },
  parameters: fixedParameters,
  render: (args) => <SiteWithBanner {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: 'Accept All' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalled();
    await expect(canvas.getByText('Cookie choice: accepted')).toBeVisible();
  },
};

/** Pinned to the bottom of the window on a phone: the two choices side by side, same size. */
export const FixedOnPhone: Story = {
  args: { placement: 'fixed' },
  parameters: fixedParameters,
  globals: { viewport: { value: 'mobile390' } },
};

/** Pinned to the bottom of a wide window: text and choices on one row. */
export const FixedOnDesktop: Story = {
  args: { placement: 'fixed' },
  parameters: fixedParameters,
  globals: { viewport: { value: 'desktop1280' } },
};

/** Without a link, with the app's own wording. */
export const CustomWording: Story = {
  args: {
    link: undefined,
    title: 'Cookies on this site',
    description: 'Allow analytics and marketing cookies, or keep only the ones the site needs.',
    acceptLabel: 'Allow all',
    declineLabel: 'Only necessary',
  },
};

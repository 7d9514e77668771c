import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CookieConsent } from './CookieConsent';

const texts = {
  title: 'We use cookies',
  description:
    'Necessary cookies keep the site working. With your consent we also use analytics to learn which releases you play, and marketing cookies for video embeds.',
};

/** Open, with the policy link, for the cases that do not choose. */
const openWithLink = {
  open: true,
  ...texts,
  link: <a href="/cookies">Read our cookie policy</a>,
  onAccept: () => {},
  onDecline: () => {},
};

describe('CookieConsent', () => {
  it('given open › is a region named by its heading, with the text, the link and both choices', () => {
    render(<CookieConsent {...openWithLink} />);
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(within(region).getByRole('heading', { level: 2, name: 'We use cookies' })).toBeVisible();
    expect(within(region).getByText(/Necessary cookies keep the site working/)).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    expect(within(region).getByRole('button', { name: 'Accept All' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('given open › Accept All and Decline look the same: same variant and classes, neither is the primary action', () => {
    render(<CookieConsent open {...texts} onAccept={() => {}} onDecline={() => {}} />);
    const accept = screen.getByRole('button', { name: 'Accept All' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(accept.className).toBe(decline.className);
    expect(accept).toHaveAttribute('data-variant', 'secondary');
    expect(decline).toHaveAttribute('data-variant', 'secondary');
  });

  it('given open › each choice calls its own handler and never submits a form', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <CookieConsent open {...texts} onAccept={onAccept} onDecline={onDecline} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a choice made by keyboard › focus returns to where it was before entering the banner', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Play the new single</button>
          <CookieConsent
            open={open}
            {...texts}
            onAccept={() => setOpen(false)}
            onDecline={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Page />);
    screen.getByRole('button', { name: 'Play the new single' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the new single' })).toHaveFocus();
  });

  it('given closed › renders nothing', () => {
    const { container } = render(
      <CookieConsent open={false} {...texts} onAccept={() => {}} onDecline={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('given labels and a heading level › uses them', () => {
    render(
      <CookieConsent
        open
        {...texts}
        headingLevel={3}
        acceptLabel="Allow all cookies"
        declineLabel="Only necessary"
        onAccept={() => {}}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'We use cookies' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Allow all cookies' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Only necessary' })).toBeVisible();
  });

  it('has no axe violations when open', async () => {
    const { container } = render(
      <main>
        <h1>Example Records</h1>
        <CookieConsent {...openWithLink} />
      </main>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

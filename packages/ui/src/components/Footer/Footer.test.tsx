import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';
import { FooterAccordion, type FooterLinkRenderProps, type FooterSection } from './FooterAccordion';

const sections: FooterSection[] = [
  {
    id: 'help',
    title: 'Help',
    links: [
      { text: 'Help', href: '/help' },
      { text: 'FAQ', href: '/faq' },
    ],
  },
  {
    id: 'studio',
    title: 'Studio',
    links: [
      { text: 'Careers', href: '/careers' },
      { text: 'Contact', href: '/contact' },
    ],
  },
  {
    id: 'site',
    title: 'Site',
    links: [
      { text: 'Sitemap', href: '/site' },
      { text: 'Staff sign-in', href: '/sign-in' },
    ],
  },
];

// jsdom does not evaluate media queries, so it shows the phone layout (the accordion) and keeps
// the column layout `display: none`, as a phone would. The column layout is checked in the stories.
const footerNav = () => screen.getByRole('navigation', { name: 'Footer' });

describe('Footer', () => {
  it('renders a contentinfo landmark with a Footer navigation, the call to action, social links and the copyright line', () => {
    render(
      <Footer
        sections={sections}
        owner="Example Records"
        year={2026}
        callToAction={<p>Join as a Listener or enroll in an Artist Program.</p>}
        social={<a href="#instagram">Example Records on Instagram</a>}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(
      within(footer).getByText('Join as a Listener or enroll in an Artist Program.'),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Example Records on Instagram' }),
    ).toBeInTheDocument();
    expect(within(footer).getByText('© 2026 Example Records')).toBeInTheDocument();
  });

  it('given no year › the copyright shows the current year', () => {
    vi.useFakeTimers({ now: new Date('2031-03-05T10:00:00Z'), toFake: ['Date'] });
    try {
      render(<Footer sections={sections} owner="Example Records" />);
      expect(screen.getByText('© 2031 Example Records')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a phone layout › every section is a closed accordion button inside a heading, with no link reachable', () => {
    render(<Footer sections={sections} owner="Example Records" year={2026} />);
    const buttons = within(footerNav()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Help', 'Studio', 'Site']);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(footerNav()).getByRole('heading', { level: 2, name: 'Help' })).toContainElement(
      buttons[0]!,
    );
    expect(within(footerNav()).queryAllByRole('link')).toHaveLength(0);
  });

  it('given a phone layout › opening two sections › both show their links and each link is listed once', async () => {
    render(<Footer sections={sections} owner="Example Records" year={2026} />);
    await userEvent.click(within(footerNav()).getByRole('button', { name: 'Help' }));
    await userEvent.click(within(footerNav()).getByRole('button', { name: 'Site' }));
    expect(within(footerNav()).getByRole('button', { name: 'Help' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(footerNav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help', '/faq', '/site', '/sign-in']);
    await userEvent.click(within(footerNav()).getByRole('button', { name: 'Help' }));
    await waitFor(() =>
      expect(within(footerNav()).queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument(),
    );
    expect(within(footerNav()).getByRole('link', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('renders the always-open column layout too, hidden from the accessibility tree until 834 px', () => {
    const { container } = render(<Footer sections={sections} owner="Example Records" year={2026} />);
    const columns = container.querySelector('[data-layout="columns"]') as HTMLElement;
    // Every link is in the columns, with no buttons: not collapsible.
    expect(within(columns).getAllByRole('link', { hidden: true })).toHaveLength(6);
    expect(within(columns).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(getComputedStyle(columns).display).toBe('none');
  });

  it('given renderLink and currentPath › renders links through it and marks the current page', async () => {
    const renderLink = vi.fn(({ href, children, ...props }: FooterLinkRenderProps) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ));
    render(<FooterAccordion sections={sections} renderLink={renderLink} currentPath="/careers" />);
    await userEvent.click(screen.getByRole('button', { name: 'Studio' }));
    const careers = screen.getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('data-router-link');
    expect(careers).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('given headingLevel 3 › section titles are level-3 headings', () => {
    render(<FooterAccordion sections={sections} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Help' })).toBeInTheDocument();
  });

  it('has no axe violations closed and with sections open', async () => {
    const { container } = render(
      <Footer
        sections={sections}
        owner="Example Records"
        year={2026}
        callToAction={<p>Join as a Listener or enroll in an Artist Program.</p>}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(within(footerNav()).getByRole('button', { name: 'Help' }));
    await userEvent.click(within(footerNav()).getByRole('button', { name: 'Studio' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import FaqPage, { loader, meta } from './faq';
import { faq } from '@studio/content/faq';
import { defaultSiteContent } from '@studio/content/languages';
import { siteWords, type SiteWords } from '@studio/content/siteWords';
import { withRoot } from '../test/routeTesting';

function renderFaq(entry = '/faq', words: SiteWords = siteWords) {
  const Stub = createRoutesStub(
    withRoot(
      [
        { path: '/faq', Component: FaqPage, loader },
        { path: '/hi/faq', Component: FaqPage, loader },
        { path: '/contact-support', Component: () => <h1>Contact Support</h1> },
      ],
      words,
    ),
  );
  render(<Stub initialEntries={[entry]} />);
}

const questions = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('FAQ', { timeout: 20_000 }, () => {
  it('lists ten questions, all closed', async () => {
    renderFaq();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(questions()).toHaveLength(10);
    for (const button of within(screen.getByRole('tabpanel')).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('questions open and close independently', async () => {
    const user = userEvent.setup();
    renderFaq();
    const payment = await screen.findByRole('button', { name: 'How does payment work?' });
    const cancel = screen.getByRole('button', { name: 'What is your cancellation policy?' });
    await user.click(payment);
    await user.click(cancel);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByRole('region', { name: 'What is your cancellation policy?' }),
    ).toHaveTextContent('at least 48 hours notice');
    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
  });

  it('category and search filters combine', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(await screen.findByRole('tab', { name: /^Billing/ }));
    expect(questions()).toEqual(['How does payment work?', 'What is your cancellation policy?']);
    // "weeks" appears in answers of other categories too; only billing ones may remain: none.
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'WEEKS');
    expect(questions()).toEqual([]);
    expect(screen.getByText(/No questions match your search/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    expect(questions()).toEqual([
      'How do I book a recording session?',
      'How long does a music video take to produce?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 questions');
  });

  it('on /hi/faq › counts the questions shown in Hindi', async () => {
    renderFaq('/hi/faq', await defaultSiteContent.hi.words());
    await screen.findByRole('heading', { level: 1 });
    expect(questions()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('10 सवाल');
    expect(screen.queryByText(/questions/)).toBeNull();
  });

  it('a link to one answer opens it', async () => {
    renderFaq('/faq#what-is-your-cancellation-policy');
    expect(
      await screen.findByRole('button', { name: 'What is your cancellation policy?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('Still have questions › Contact Support goes to the support form', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(await screen.findByRole('link', { name: 'Contact Support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
  });

  it('the head carries FAQPage structured data with every question and answer', () => {
    const tags = meta({
      data: faq,
      location: { pathname: '/faq' },
      matches: [],
    } as unknown as Parameters<typeof meta>[0]) as Record<string, unknown>[];
    const jsonLd = tags.find(
      (tag) =>
        'script:ld+json' in tag &&
        (tag['script:ld+json'] as { '@type'?: string })['@type'] === 'FAQPage',
    );
    const entity = (
      jsonLd?.['script:ld+json'] as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      }
    ).mainEntity;
    expect(entity).toHaveLength(10);
    expect(entity[5]).toEqual(
      expect.objectContaining({
        name: 'How does payment work?',
        acceptedAnswer: expect.objectContaining({ text: faq.items[5]?.answer }),
      }),
    );
  });
});

import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import HelpPage, { loader } from './help';

function renderHelp() {
  const Stub = createRoutesStub([
    { path: '/help', Component: HelpPage, loader },
    { path: '/contact-support', Component: () => <h1>Contact Support</h1> },
  ]);
  render(<Stub initialEntries={['/help']} />);
}

const topicTitles = () =>
  within(screen.getByRole('region', { name: 'Browse by topic' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const questionButtons = () =>
  within(screen.getByRole('region', { name: 'Popular questions' })).queryAllByRole('button');

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('help centre', { timeout: 20_000 }, () => {
  it('shows the six topics and six questions', async () => {
    renderHelp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    expect(topicTitles()).toEqual([
      'Getting Started',
      'Music Production',
      'Video Production',
      'Billing & Payments',
      'Account & Settings',
      'Technical Support',
    ]);
    expect(questionButtons()).toHaveLength(6);
  });

  it('given a query › filters topics by title or description and questions by question or answer, ignoring case', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search help topics and questions' }),
      'UPFRONT',
    );
    // "upfront" is only in the Billing description and in the deposit question's answer.
    expect(topicTitles()).toEqual(['Billing & Payments']);
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'Do I pay everything upfront?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 topic and 1 question match "UPFRONT"');
  });

  it('given a query nothing matches › says so in both sections', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(await screen.findByRole('searchbox'), 'karaoke machine');
    expect(screen.getByText('No topics match your search.')).toBeVisible();
    expect(screen.getByText('No questions match your search.')).toBeVisible();
  });

  it('Still need help › Contact Support goes to the support form', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.click(await screen.findByRole('link', { name: 'Contact Support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
  });
});

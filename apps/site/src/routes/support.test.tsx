import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { siteConfig } from '@studio/content/site';
import ContactSupportPage, { loader as contactSupportLoader } from './contact-support';
import SupportPage, { loader } from './support';
import { fillTextboxes, refuseFields, renderRoute, sentBody, stubApi } from '../test/routeTesting';

const renderSupport = (path = '/support') =>
  renderRoute(
    [
      { path: '/support', Component: SupportPage, loader },
      { path: '/contact-support', Component: ContactSupportPage, loader: contactSupportLoader },
    ],
    path,
    'Contact Support',
  );

const fillRequired = () =>
  fillTextboxes([
    [/Full Name/, 'Dev Patel'],
    [/Email Address/, 'dev@example.com'],
    [/Subject/, 'Invoice copy'],
    [/Message/, 'Please resend invoice 42.'],
  ]);

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering. How the
// shared message form answers a failed send is tested once, on the contact page.
describe('support page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is the same screen at /contact-support', async () => {
    await renderSupport('/contact-support');
    expect(screen.getByRole('heading', { level: 2, name: 'Send a Support Request' })).toBeVisible();
  });

  it('offers four ways to reach the studio', async () => {
    await renderSupport();
    const channels = screen.getByRole('region', { name: 'Ways to Reach Us' });
    for (const title of ['Email Support', 'Phone Support', 'Studio Location', 'Live Chat']) {
      expect(within(channels).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    expect(within(channels).getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.supportEmail}`,
    );
  });

  it('Start Chat fires openLiveChat and says what happens next', async () => {
    const listener = vi.fn();
    window.addEventListener('openLiveChat', listener);
    await renderSupport();
    await userEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener('openLiveChat', listener);
    expect(screen.getByText(/If no chat window appears/)).toBeVisible();
  });

  it('marks Full Name, Email Address, Subject and Message as required', async () => {
    await renderSupport();
    for (const name of [/Full Name/, /Email Address/, /Subject/, /Message/]) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
  });

  it('given a filled form › sending › posts a support message and clears the form', async () => {
    const fetchMock = stubApi(201, { success: true, message: 'ok' });
    await renderSupport();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText(
        'Thank you for your message! We will get back to you within 24 hours.',
      ),
    ).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({
      kind: 'support',
      name: 'Dev Patel',
      email: 'dev@example.com',
      subject: 'Invoice copy',
      message: 'Please resend invoice 42.',
    });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('given the API refuses the subject › sending › shows it inline and keeps the rest', async () => {
    refuseFields([{ field: 'subject', message: 'This field is required' }]);
    await renderSupport();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Please resend invoice 42.',
    );
  });

  it('has no axe violations', async () => {
    await renderSupport();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

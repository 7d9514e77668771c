import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { siteConfig } from '@studio/content/site';
import ContactSupportPage, { loader as contactSupportLoader } from './contact-support';
import SupportPage, { loader } from './support';
import { answer, renderRoute, typing } from '../test/routeTesting';

const renderSupport = (path = '/support') =>
  renderRoute(
    [
      { path: '/support', Component: SupportPage, loader },
      { path: '/contact-support', Component: ContactSupportPage, loader: contactSupportLoader },
    ],
    path,
    'Contact Support',
  );

const fillRequired = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Dev Patel', typing);
  await userEvent.type(
    screen.getByRole('textbox', { name: /Email Address/ }),
    'dev@example.com',
    typing,
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Invoice copy', typing);
  await userEvent.type(
    screen.getByRole('textbox', { name: /Message/ }),
    'Please resend invoice 42.',
    typing,
  );
};

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
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
    const fetchMock = vi.fn(async () => answer(201, { success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await renderSupport();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText(
        'Thank you for your message! We will get back to you within 24 hours.',
      ),
    ).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'support',
      name: 'Dev Patel',
      email: 'dev@example.com',
      subject: 'Invoice copy',
      message: 'Please resend invoice 42.',
    });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('given the API refuses the subject › sending › shows it inline and keeps the rest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(400, {
          success: false,
          message: 'Invalid request',
          errors: [{ field: 'subject', message: 'This field is required' }],
        }),
      ),
    );
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

  it('given the server fails › sending › keeps the fields and names the studio email', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, { success: false, message: 'Unavailable' })),
    );
    await renderSupport();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(siteConfig.email);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Dev Patel');
  });

  it('has no axe violations', async () => {
    await renderSupport();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

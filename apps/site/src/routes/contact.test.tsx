import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { defaultSiteContent } from '@studio/content/languages';
import { siteConfig } from '@studio/content/site';
import ContactPage, { loader } from './contact';
import {
  answer,
  fillTextboxes,
  refuseFields,
  renderRoute,
  sentBody,
  stubApi,
  typing,
} from '../test/routeTesting';

const renderContact = () =>
  renderRoute([{ path: '/contact', Component: ContactPage, loader }], '/contact', 'Get in Touch');

const fillRequired = (message = 'A bhajan album, 8 songs.') =>
  fillTextboxes([
    [/Full Name/, 'Priya Raman'],
    [/Email Address/, 'priya@example.com'],
    [/Message/, message],
  ]);

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('contact page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contact information and hours from the site config', async () => {
    await renderContact();
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    expect(screen.getByRole('link', { name: siteConfig.phone })).toBeVisible();
    expect(screen.getByText('Monday - Friday, 9AM - 6PM PST')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What to Expect' })).toBeVisible();
  });

  it('marks Full Name, Email Address and Message as required, the others optional', async () => {
    await renderContact();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Company\/Artist Name/ })).not.toBeRequired();
    const service = screen.getByRole('combobox', { name: /Service Interest/ });
    expect(service).toHaveValue('');
    expect(service).toHaveDisplayValue('Select a service');
  });

  it('given a filled form › sending › posts a contact message, thanks the visitor and clears the form', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await renderContact();
    await fillRequired();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Service Interest/ }),
      screen.getByRole('option', { name: 'Mixing & Mastering' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/messages',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock)).toEqual({
      kind: 'contact',
      name: 'Priya Raman',
      email: 'priya@example.com',
      message: 'A bhajan album, 8 songs.',
      service: 'mixing-mastering',
    });

    release(answer(201, { success: true, message: 'ok' }));
    expect(
      await screen.findByText(
        'Thank you for your message! We will get back to you within 24 hours.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Service Interest/ })).toHaveValue('');

    await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'P', typing);
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it('given the server is down › sending › keeps what was typed and names the studio email', async () => {
    stubApi(500, { success: false, message: 'Internal error' });
    await renderContact();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(siteConfig.email);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'A bhajan album, 8 songs.',
    );
    expect(await axe.run(document.body)).toHaveProperty('violations', []);

    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), '!', typing);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('given a network failure › sending › keeps the fields and shows the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderContact();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(siteConfig.email);
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('priya@example.com');
  });

  it('given the API refuses a field › sending › shows its message on that field and focuses it', async () => {
    refuseFields([{ field: 'message', message: 'This field is required' }]);
    await renderContact();
    await fillRequired('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const message = screen.getByRole('textbox', { name: /Message/ });
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/This field is required/);
    expect(message).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Priya Raman');
  });

  it('hides the honeypot from people and sends it only when a bot fills it', async () => {
    const fetchMock = stubApi(201, { success: true, message: 'ok' });
    await renderContact();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Thank you for your message!/);
    expect(sentBody(fetchMock)).toMatchObject({ website: 'https://spam.example' });
  });

  it('has no axe violations', async () => {
    await renderContact();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

describe('/hi/contact', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderHindiContact = async () =>
    renderRoute(
      [{ path: '/hi/contact', Component: ContactPage, loader }],
      '/hi/contact',
      'संपर्क करें',
      await defaultSiteContent.hi.words(),
    );

  it('given fields the API refuses › each says why in Hindi, not in the API’s English', async () => {
    refuseFields([
      { field: 'email', message: 'Must be a valid email address' },
      { field: 'message', message: 'This field is required' },
    ]);
    await renderHindiContact();
    await fillTextboxes([
      [/पूरा नाम/, 'प्रिया रमन'],
      [/ईमेल पता/, 'priya@example.com'],
      [/संदेश/, '   '],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));

    const message = screen.getByRole('textbox', { name: /संदेश/ });
    expect(await screen.findByText('कृपया अपना संदेश लिखें।')).toBeVisible();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/कृपया अपना संदेश लिखें।/);
    expect(screen.getByRole('textbox', { name: /ईमेल पता/ })).toHaveAccessibleDescription(
      /कृपया सही ईमेल पता लिखें।/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'कुछ जानकारी दोबारा देखनी होगी। कृपया चिह्नित खाने ठीक करके फिर से भेजें।',
    );
    expect(screen.getByRole('textbox', { name: /ईमेल पता/ })).toHaveFocus();
    expect(screen.queryByText(/This field is required|Must be a valid/)).toBeNull();
  });

  it('sending › says so in Hindi, then thanks the visitor in Hindi', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    await renderHindiContact();
    await fillTextboxes([
      [/पूरा नाम/, 'प्रिया रमन'],
      [/ईमेल पता/, 'priya@example.com'],
      [/संदेश/, 'भजन का एक एल्बम।'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('button', { name: /भेजा जा रहा है/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release(answer(201, { success: true, message: 'Thank you for your message!' }));
    expect(
      await screen.findByText('आपके संदेश के लिए धन्यवाद! हम 24 घंटे के भीतर आपसे संपर्क करेंगे।'),
    ).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderHindiContact();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

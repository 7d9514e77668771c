import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { defaultContentSource } from '@studio/content/defaultSource';
import { siteConfig } from '@studio/content/site';
import ComingSoonPage, { loader } from './coming-soon';
import { answer, refuseFields, renderRoute, sentBody, stubApi, typing } from '../test/routeTesting';

const renderComingSoon = () =>
  renderRoute(
    [{ path: '/coming-soon', Component: ComingSoonPage, loader }],
    '/coming-soon',
    'Something New Is Coming',
  );

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('coming soon page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('counts down 30 days from the visit, second by second', async () => {
    // Only the clock is fake: the countdown's own one-second interval still runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    await renderComingSoon();
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(timer).toHaveTextContent(/^30Days00Hours00Minutes00Seconds$/));

    vi.setSystemTime(new Date('2026-03-01T12:00:01Z'));
    await waitFor(() => expect(timer).toHaveTextContent(/^29Days23Hours59Minutes59Seconds$/), {
      timeout: 3000,
    });
  });

  it('given a launch date set in Website Management › counts down to it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    const launching = async () => ({
      ...(await defaultContentSource.page('comingSoon')),
      launchAt: '2026-03-03T18:30:00.000Z',
    });
    await renderRoute(
      [{ path: '/coming-soon', Component: ComingSoonPage, loader: launching }],
      '/coming-soon',
      'Something New Is Coming',
    );
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    await waitFor(() => expect(timer).toHaveTextContent(/^02Days06Hours30Minutes00Seconds$/));
  });

  it('given an email › Notify Me › shows Signing Up..., then thanks and clears the field', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await renderComingSoon();
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'fan@example.com', typing);
    await userEvent.click(screen.getByRole('button', { name: 'Notify Me' }));

    expect(screen.getByRole('button', { name: /Signing Up\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(sentBody(fetchMock)).toEqual({
      kind: 'early-access',
      email: 'fan@example.com',
    });

    release(answer(201, { success: true, message: 'ok' }));
    expect(await screen.findByText("Thank you! You'll be notified when we launch.")).toBeVisible();
    expect(email).toHaveValue('');
  });

  it('given the API refuses the email › Notify Me › shows the reason on the field and keeps it', async () => {
    refuseFields([{ field: 'email', message: 'Enter a valid email address' }]);
    await renderComingSoon();
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    await userEvent.type(email, 'fan@example', typing);
    await userEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('fan@example');
  });

  it('given the server fails › Notify Me › keeps the email and names the studio address', async () => {
    stubApi(500, { success: false, message: 'Internal error' });
    await renderComingSoon();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Email Address/ }),
      'fan@example.com',
      typing,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(siteConfig.email);
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('fan@example.com');
  });

  it('has no axe violations', async () => {
    await renderComingSoon();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import CookieSettingsPage, { loader } from './cookie-settings';

function renderSettings() {
  const Stub = createRoutesStub([
    { path: '/cookie-settings', Component: CookieSettingsPage, loader },
  ]);
  render(<Stub initialEntries={['/cookie-settings']} />);
}

const storedPreferences = () =>
  JSON.parse(window.localStorage.getItem('cookiePreferences') ?? 'null') as unknown;

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('cookie settings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four categories with only necessary on, and necessary locked', async () => {
    renderSettings();
    const necessary = await screen.findByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Preferences']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
      expect(screen.getByRole('switch', { name })).toBeEnabled();
    }
  });

  it('Save › stores the choice, confirms, and the confirmation is gone after 3 seconds', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('switch', { name: 'Preferences' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Saving may be async: let it settle before reading the confirmation.
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences saved successfully!');
    expect(storedPreferences()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences saved successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows what was saved before', async () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }),
    );
    renderSettings();
    expect(await screen.findByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('Reset › only necessary stays on, stored, with its own confirmation for 3 seconds', async () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true }),
    );
    renderSettings();
    expect(await screen.findByRole('switch', { name: 'Analytics' })).toBeChecked();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Saving may be async: let it settle before reading the confirmation.
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' })),
    );
    for (const name of ['Analytics', 'Marketing', 'Preferences']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    expect(storedPreferences()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cookie preferences reset to default!');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

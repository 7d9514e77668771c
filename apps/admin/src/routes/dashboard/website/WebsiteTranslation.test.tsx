import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubDashboardApi, superAdminSession } from '../../../test/renderApp';
import { sampleSettings as settings, sampleView as view } from '../../../test/websiteSettings';

afterEach(() => vi.unstubAllGlobals());

const HINDI = '/api/website/translations/hi';
/** The Hindi words as the API answers them before the first save: version 0, nothing. */
const empty = { locale: 'hi', version: 0, settings: {}, updatedAt: null, updatedBy: null };

describe('Website Management in Hindi', () => {
  it('given a super admin › shows the English beside each Hindi field and saves only what was written', async () => {
    const calls = stubDashboardApi(superAdminSession, ({ method, path, body }) => {
      if (path === HINDI && method === 'PUT')
        return json(200, {
          success: true,
          message: 'Website settings saved.',
          website: { ...empty, version: 1, settings: (body as { settings: object }).settings },
        });
      if (path === HINDI) return json(200, { success: true, website: empty });
      return json(200, { success: true, website: view });
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    await user.click(await screen.findByRole('tab', { name: 'Hindi' }));

    const identity = await screen.findByRole('region', { name: 'Studio identity in Hindi' });
    const nameRow = within(identity).getByRole('group', { name: 'Name in English and Hindi' });
    expect(within(nameRow).getByText(settings.identity.name).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(nameRow).toHaveTextContent('Missing');
    const name = within(nameRow).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('lang', 'hi');
    expect(name).toHaveValue('');
    // Neutral fields (emails, phone) are the English settings' only.
    expect(within(identity).queryByRole('textbox', { name: /^Phone/ })).toBeNull();

    await user.type(name, 'नमूना स्टूडियो');
    await user.click(screen.getByRole('button', { name: 'Save Hindi words' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: HINDI,
      body: { version: 0, settings: { identity: { name: 'नमूना स्टूडियो' } } },
    });
    expect(await screen.findByText('Website settings saved.')).toBeVisible();
  });
});

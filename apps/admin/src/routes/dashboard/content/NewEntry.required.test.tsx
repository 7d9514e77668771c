import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { LeafField } from './LeafField';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubContentApi } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

// Forms say what they need before the press, and a refused press leads to what to fix.

describe('a new entry’s form', () => {
  it('marks required fields before the press: a visible * and a required control', async () => {
    stubContentApi(() => json(404, { success: false, message: 'Not found' }));
    renderApp('/super-admin/dashboard/content/articles/new');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toBeRequired();
    const heroLabel = screen.getByText('Hero image', { selector: 'label' });
    expect(heroLabel).toHaveTextContent('Hero image*');
    // jsdom drops the space before visually hidden text; browsers read "Choose image for …".
    expect(
      screen.getByRole('button', { name: /Choose image ?for Hero image/ }),
    ).toHaveAccessibleName(/for Hero image \(required\)$/);
  });

  it('given a save refused for its hero image › focus moves to the hero image’s Choose button', async () => {
    stubContentApi(() => json(404, { success: false, message: 'Not found' }));
    function Harness() {
      const form = useForm<{ data: { heroImage?: unknown } }>({ defaultValues: { data: {} } });
      return (
        <QueryClientProvider client={new QueryClient()}>
          <FormProvider {...form}>
            <LeafField
              field={{ kind: 'image', name: 'heroImage', label: 'Hero image', required: true }}
              name="data.heroImage"
              disabled={false}
            />
            <button
              type="button"
              onClick={() =>
                form.setError(
                  'data.heroImage',
                  { type: 'server', message: 'This field is required' },
                  { shouldFocus: true },
                )
              }
            >
              Create draft
            </button>
          </FormProvider>
        </QueryClientProvider>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    const choose = screen.getByRole('button', { name: /Choose image ?for Hero image/ });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(await screen.findByText('This field is required')).toBeVisible();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { json, stubApi } from '../test/renderApp';
import { ErrorBoundary } from './ErrorBoundary';

let failing = true;
function Flaky() {
  const [label] = useState('Recovered screen');
  if (failing) throw new Error('The tracks could not be read');
  return <p>{label}</p>;
}

describe('the error boundary', () => {
  it('given a screen that throws › shows what happened, and Try Again renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The error screen's title names the studio as the stored identity does.
    stubApi(() => json(200, { success: true, name: 'Sargam Studios' }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ErrorBoundary>
            <Flaky />
          </ErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The tracks could not be read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered screen')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('the admin routes', () => {
  it.each([
    ['/super-admin/login', 'Super Admin Login'],
    ['/admin/login', 'Super Admin Login'],
    ['/admin/signup', 'Request Admin Access'],
    ['/super-admin/dashboard', 'Super Admin Dashboard'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password/new', 'Reset Password'],
  ])('given %s › shows the %s screen', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
  });
});

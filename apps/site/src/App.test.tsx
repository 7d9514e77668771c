import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { pageTitle } from './routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('the site routes', () => {
  it('given / › shows the studio home page and titles it with the studio name alone', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Sargam Studios' })).toBeInTheDocument();
    expect(document.title).toBe('Sargam Studios');
  });

  it('given an unknown path › shows the 404 page with Go Home and View Sitemap', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Sitemap' })).toHaveAttribute('href', '/site');
    expect(document.title).toBe('Page Not Found | Sargam Studios');
  });

  it('formats page titles as "{title} | studio"', () => {
    expect(pageTitle({ title: 'About' })).toBe('About | Sargam Studios');
    expect(pageTitle({ title: 'Home' })).toBe('Sargam Studios');
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SiteSearchField } from './SiteSearchField';

describe('SiteSearchField', () => {
  it('is a GET search form to its action, with one labelled search box named q', () => {
    render(<SiteSearchField label="Search the site" placeholder="Search..." action="/search" />);
    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('placeholder', 'Search...');
  });

  it('hands its input to inputRef, so an app can read what was typed', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<SiteSearchField label="Search the site" action="/search" inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
  });

  it('has no axe violations', async () => {
    const { container } = render(<SiteSearchField label="Search the site" action="/search" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

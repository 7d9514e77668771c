import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Section, SectionHeader } from './Section';

describe('Section', () => {
  it('is a region named by its heading, with the intro and content below', async () => {
    const { container } = render(
      <main>
        <Section heading="Our values" intro="What we stand for.">
          <p>Excellence in every take.</p>
        </Section>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Our values' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Our values' })).toBeTruthy();
    expect(within(region).getByText('What we stand for.')).toBeTruthy();
    expect(within(region).getByText('Excellence in every take.')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('keeps the id the caller gives its heading, so links and the landmark still meet', () => {
    render(
      <Section heading="Upcoming releases" headingProps={{ id: 'upcoming', tabIndex: -1 }}>
        <p>Soon.</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { name: 'Upcoming releases' });
    expect(heading.id).toBe('upcoming');
    expect(heading.tabIndex).toBe(-1);
    expect(screen.getByRole('region', { name: 'Upcoming releases' })).toBeTruthy();
  });

  it('draws a callout differently from a plain section', () => {
    render(
      <>
        <Section heading="Plain" />
        <Section heading="Callout" tone="callout" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Plain' }).className).not.toBe(
      screen.getByRole('region', { name: 'Callout' }).className,
    );
  });

  it('puts a heading at the level asked for, with or without an intro', () => {
    render(
      <>
        <SectionHeader heading="The team" headingLevel={3} />
        <SectionHeader heading="Milestones" intro="Twenty years in six steps." />
        <SectionHeader heading="Players" intro={['Our latest work.', 'Players load on request.']} />
      </>,
    );
    expect(screen.getByText('Our latest work.')).not.toBe(
      screen.getByText('Players load on request.'),
    );
    expect(screen.getByText('Players load on request.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 3, name: 'The team' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Milestones' })).toBeTruthy();
    expect(screen.getByText('Twenty years in six steps.')).toBeTruthy();
  });
});

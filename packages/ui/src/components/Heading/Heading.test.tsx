import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)(
    'given level %i › then it renders that heading level',
    (level) => {
      render(<Heading level={level}>Upcoming Releases</Heading>);
      expect(screen.getByRole('heading', { level, name: 'Upcoming Releases' }).tagName).toBe(
        `H${level}`,
      );
    },
  );

  it('given a level and a different size › then the element follows the level and the look the size', () => {
    render(
      <>
        <Heading level={3} size="2xl">
          Monsoon Ragas
        </Heading>
        <Heading level={3}>Meet Our Team</Heading>
      </>,
    );
    const big = screen.getByRole('heading', { level: 3, name: 'Monsoon Ragas' });
    const normal = screen.getByRole('heading', { level: 3, name: 'Meet Our Team' });
    expect(big.tagName).toBe('H3');
    expect(big.className).not.toBe(normal.className);
  });

  it('given an id and className › then they are passed through, className last', () => {
    render(
      <Heading level={2} id="contact-heading" className="extra">
        Get in touch
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'Get in touch' });
    expect(heading).toHaveAttribute('id', 'contact-heading');
    expect(heading.className).toMatch(/extra$/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Heading level={1}>Example Records</Heading>
        <Heading level={2}>Our Story</Heading>
        <Heading level={3} size="sm">
          Founded in 2018
        </Heading>
      </main>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

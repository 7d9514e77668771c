import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders a div by default and the element named by `as`', () => {
    const { rerender } = render(<Box data-testid="box">Studio</Box>);
    expect(screen.getByTestId('box').tagName).toBe('DIV');
    rerender(
      <Box as="nav" aria-label="Footer">
        Links
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('turns layout props into classes, not attributes, and keeps the consumer class last', () => {
    render(
      <Box
        data-testid="box"
        padding="4"
        display={{ base: 'block', desktop: 'flex' }}
        className="mine"
      >
        Studio
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('display');
    expect(box.className.split(' ').length).toBeGreaterThanOrEqual(4);
    expect(box.className).toMatch(/ mine$/);
  });

  it('given a border, a row gap and a column gap › they become classes, not attributes', () => {
    render(
      <Box data-testid="box" border="standard" rowGap="1" columnGap={{ base: '3', desktop: '5' }}>
        Studio
      </Box>,
    );
    const box = screen.getByTestId('box');
    for (const name of ['border', 'rowGap', 'rowgap', 'columnGap', 'columngap']) {
      expect(box).not.toHaveAttribute(name);
    }
    expect(box.className.split(' ').length).toBe(4);
  });

  it('passes other attributes through', () => {
    render(
      <Box as="section" id="releases" aria-labelledby="releases-title">
        <h2 id="releases-title">Releases</h2>
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Releases' })).toHaveAttribute('id', 'releases');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Box as="section" aria-label="Studio services" padding="4">
        Services
      </Box>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

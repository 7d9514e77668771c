import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';

describe('Grid', () => {
  it('lays out its children in source order and different column counts get different classes', () => {
    render(
      <>
        <Grid data-testid="two" columns="2">
          <span>Excellence</span>
          <span>Innovation</span>
        </Grid>
        <Grid data-testid="four" columns="4" />
      </>,
    );
    expect(screen.getByTestId('two').textContent).toBe('ExcellenceInnovation');
    expect(screen.getByTestId('two').className).not.toBe(screen.getByTestId('four').className);
  });

  it('has no axe violations as a list', async () => {
    const { container } = render(
      <Grid as="ul" columns={{ base: '1', desktop: '3' }} aria-label="Our values">
        <li>Excellence</li>
        <li>Innovation</li>
        <li>Collaboration</li>
      </Grid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lays out a fixed count, an auto-fitting, an auto-filling and a ratio grid differently', () => {
    render(
      <>
        <Grid data-testid="count" />
        <Grid data-testid="fit" minItemWidth="16rem" />
        <Grid data-testid="fill" minItemWidth="16rem" repeat="fill" />
        <Grid data-testid="ratio" columns={{ base: '1', desktop: '1:2' }} />
      </>,
    );
    const classes = ['count', 'fit', 'fill', 'ratio'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classes).size).toBe(4);
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('renders the main landmark when asked and keeps the consumer class last', async () => {
    const { container } = render(
      <Container as="main" className="page">
        <h1>Example Records</h1>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.className).toMatch(/ page$/);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('gives each width its own class', () => {
    render(
      <>
        <Container data-testid="narrow" width="narrow" />
        <Container data-testid="wide" width="wide" />
      </>,
    );
    expect(screen.getByTestId('narrow').className).not.toBe(screen.getByTestId('wide').className);
  });
});

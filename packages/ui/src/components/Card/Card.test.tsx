import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('given children › then it renders a container with them and passes className last', () => {
    render(
      <Card data-testid="card" className="extra">
        <h3>500+ projects</h3>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toMatch(/extra$/);
    expect(card).toHaveAttribute('data-variant', 'surface');
  });

  it('given interactive asChild with a link › then the whole card is one link', () => {
    render(
      <Card asChild interactive>
        <a href="/new-release">
          <h3>Monsoon Ragas</h3>
          <p>New EP out now</p>
        </a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Monsoon Ragas New EP out now' });
    expect(link).toHaveAttribute('href', '/new-release');
    expect(link).toHaveAttribute('data-interactive', 'true');
  });

  it('given interactive asChild with a button › then it is reachable by keyboard and activates', async () => {
    const onClick = vi.fn();
    render(
      <Card asChild interactive>
        <button type="button" onClick={onClick}>
          Rohan Mehta, Production designer
        </button>
      </Card>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Rohan Mehta, Production designer' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Card>
          <h2>By the Numbers</h2>
          <p>500+ projects</p>
        </Card>
        <Card asChild interactive>
          <a href="/video">Watch the studio tour</a>
        </Card>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

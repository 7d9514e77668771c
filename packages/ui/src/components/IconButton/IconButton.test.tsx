import { Cross2Icon } from '@radix-ui/react-icons';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';

const CloseIcon = () => <Cross2Icon data-testid="icon" />;

// An icon-only button must be named. `npm run typecheck` checks this file, and fails if the
// line below compiles, i.e. if `aria-label` ever stops being required.
// @ts-expect-error: 'aria-label' is missing
void (<IconButton>{<CloseIcon />}</IconButton>);

// How a press counts (type, disabled, loading, asChild) is BaseButton's and tested there.
describe('IconButton', () => {
  it('given an aria-label › then it is a button named by it and the icon is hidden', () => {
    render(
      <IconButton aria-label="Close">
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('given loading › then a spinner replaces the icon and the button keeps its name', () => {
    render(
      <IconButton aria-label="Play Monsoon Ragas" loading>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Play Monsoon Ragas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
  });

  it('given asChild › then the child link gets the look and the label', () => {
    render(
      <IconButton
        asChild
        aria-label="Example Records on Instagram"
        variant="secondary"
        className="extra"
      >
        <a href="#instagram">
          <CloseIcon />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Example Records on Instagram' });
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/extra$/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <IconButton aria-label="Close">
          <CloseIcon />
        </IconButton>
        <IconButton aria-label="Open menu" variant="secondary" shape="circle" size="lg">
          <CloseIcon />
        </IconButton>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { Cross2Icon } from '@radix-ui/react-icons';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

const CloseIcon = () => <Cross2Icon data-testid="icon" />;

describe('IconButton', () => {
  it('given an aria-label › then it is a button named by it, of type "button", and the icon is hidden', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading › then it is busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Play Monsoon Ragas" loading onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Play Monsoon Ragas' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given asChild › then the child link gets the look and the label and calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <IconButton
        asChild
        aria-label="Sargam Studios on Instagram"
        variant="secondary"
        className="extra"
        onClick={onClick}
      >
        <a href="#instagram">
          <CloseIcon />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Sargam Studios on Instagram' });
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/extra$/);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given asChild and disabled › then the link is aria-disabled, focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <IconButton asChild aria-label="Sargam Studios on Instagram" disabled onClick={onClick}>
        <a href="#instagram">
          <CloseIcon />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Sargam Studios on Instagram' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.click(link);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given disabled › then it cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Delete request" variant="critical" disabled onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete request' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given no aria-label › then it does not type-check (tsc runs this file)', () => {
    // @ts-expect-error: an icon-only button must be named; `tsc --noEmit` fails if this compiles.
    const unnamed = <IconButton>{<CloseIcon />}</IconButton>;
    expect(unnamed.props).not.toHaveProperty('aria-label');
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

function ReleaseTabs(props: { onValueChange?: (value: string) => void; manual?: boolean }) {
  return (
    <Tabs.Root
      defaultValue="overview"
      onValueChange={props.onValueChange}
      activationMode={props.manual ? 'manual' : 'automatic'}
    >
      <Tabs.List aria-label="Release details">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="credits">Credits</Tabs.Trigger>
        <Tabs.Trigger value="lyrics" disabled>
          Lyrics
        </Tabs.Trigger>
        <Tabs.Trigger value="video">Music Video</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">A devotional single recorded live.</Tabs.Content>
      <Tabs.Content value="credits">Produced by Arjun Mehta.</Tabs.Content>
      <Tabs.Content value="lyrics">Lyrics by Meera Joshi.</Tabs.Content>
      <Tabs.Content value="video">Shot over two days in Vrindavan.</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('given a default value › renders a named tablist with that tab selected and its panel shown', () => {
    render(<ReleaseTabs />);
    expect(screen.getByRole('tablist', { name: 'Release details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'A devotional single',
    );
    expect(screen.queryByText('Produced by Arjun Mehta.')).not.toBeInTheDocument();
  });

  it('given tabs › clicking a tab › selects it, shows its panel and reports the value', async () => {
    const onValueChange = vi.fn();
    render(<ReleaseTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Credits' }));
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Credits' })).toHaveTextContent(
      'Produced by Arjun Mehta.',
    );
    expect(onValueChange).toHaveBeenCalledWith('credits');
  });

  it('given focus on a tab › pressing arrows, Home and End › moves and selects, skipping disabled tabs and wrapping', async () => {
    render(<ReleaseTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Music Video' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Music Video' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Music Video' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given manual activation › arrows move focus only › Enter selects', async () => {
    render(<ReleaseTabs manual />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given a selected tab › pressing Tab › moves focus into its panel', async () => {
    render(<ReleaseTabs />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
  });

  it('has no axe violations by default and after switching tabs', async () => {
    const { container } = render(<ReleaseTabs />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Credits' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

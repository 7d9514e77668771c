import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CookiePreferences,
  type CookieCategory,
  type CookiePreferencesValue,
} from './CookiePreferences';

const categories: CookieCategory[] = [
  {
    id: 'necessary',
    label: 'Necessary',
    description: 'Keep the site working: your cookie choice and security.',
    locked: true,
  },
  { id: 'analytics', label: 'Analytics', description: 'Count visits and plays, anonymously.' },
  { id: 'marketing', label: 'Marketing', description: 'Load video embeds and their cookies.' },
  { id: 'preferences', label: 'Preferences', description: 'Remember your theme and volume.' },
];

const SAVED = 'Cookie preferences saved successfully!';
const RESET = 'Cookie preferences reset to default!';

function renderPreferences(props: Partial<ComponentProps<typeof CookiePreferences>> = {}) {
  return render(
    <CookiePreferences
      categories={categories}
      label="Cookie categories"
      savedMessage={SAVED}
      resetMessage={RESET}
      onSave={() => {}}
      {...props}
    />,
  );
}

const switchFor = (name: string) => screen.getByRole('switch', { name });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// With fake timers: click, then let the async save settle.
const press = (element: HTMLElement) => act(async () => fireEvent.click(element));

afterEach(() => {
  vi.useRealTimers();
});

describe('CookiePreferences', () => {
  it('given categories › shows one switch each in a named group; the locked one is on, cannot change and says so', () => {
    renderPreferences();
    const group = screen.getByRole('group', { name: 'Cookie categories' });
    expect(within(group).getAllByRole('switch')).toHaveLength(4);
    expect(switchFor('Necessary')).toBeChecked();
    expect(switchFor('Necessary')).toBeDisabled();
    expect(within(group).getByText('Always on')).toBeVisible();
    expect(switchFor('Analytics')).not.toBeChecked();
    expect(switchFor('Analytics')).toHaveAccessibleDescription(
      'Count visits and plays, anonymously.',
    );
  });

  it('given flipped switches › Save passes the whole value to onSave', async () => {
    const onSave = vi.fn();
    renderPreferences({ onSave });
    await userEvent.click(switchFor('Analytics'));
    await userEvent.click(switchFor('Preferences'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
  });

  it.each([
    { statusDuration: undefined, shownFor: 3000 },
    { statusDuration: 5000, shownFor: 5000 },
  ])(
    'given a save with statusDuration $statusDuration › the saved message is in the polite status region for $shownFor ms, then hidden',
    async ({ statusDuration, shownFor }) => {
      vi.useFakeTimers();
      renderPreferences(statusDuration === undefined ? {} : { statusDuration });
      await press(screen.getByRole('button', { name: 'Save Preferences' }));
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(SAVED);
      advance(shownFor - 1);
      expect(status).toHaveTextContent(SAVED);
      advance(1);
      expect(status).toBeEmptyDOMElement();
    },
  );

  it('given a defaultValue with corrupt and unknown entries › uses the booleans and ignores the rest', async () => {
    const onSave = vi.fn();
    renderPreferences({
      onSave,
      defaultValue: {
        necessary: false,
        analytics: true,
        marketing: 'yes' as unknown as boolean,
        tracking: true,
      },
    });
    expect(switchFor('Necessary')).toBeChecked();
    expect(switchFor('Analytics')).toBeChecked();
    expect(switchFor('Marketing')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
  });

  it('given Reset › calls onReset with the defaults (locked and defaultEnabled on)', async () => {
    const onReset = vi.fn();
    render(
      <CookiePreferences
        categories={categories.map((category) =>
          category.id === 'preferences' ? { ...category, defaultEnabled: true } : category,
        )}
        label="Cookie categories"
        savedMessage={SAVED}
        resetMessage={RESET}
        defaultValue={{ analytics: true, marketing: true, preferences: false }}
        onSave={() => {}}
        onReset={onReset}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(onReset).toHaveBeenCalledWith({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    expect(switchFor('Preferences')).toBeChecked();
  });

  it('given onSave fails › shows the error message until the next action and keeps the choices', async () => {
    vi.useFakeTimers();
    renderPreferences({
      onSave: () => Promise.reject(new Error('QuotaExceededError')),
      errorMessage: 'Your browser did not let us save your choices.',
    });
    await press(switchFor('Marketing'));
    await press(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your browser did not let us save your choices.',
    );
    advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your browser did not let us save your choices.',
    );
    expect(switchFor('Marketing')).toBeChecked();
  });

  it('given a controlled value › shows it and reports flips through onValueChange', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<CookiePreferencesValue>({ analytics: true });
      return (
        <CookiePreferences
          categories={categories}
          label="Cookie categories"
          savedMessage={SAVED}
          resetMessage={RESET}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
          onSave={() => {}}
        />
      );
    }
    render(<Controlled />);
    expect(switchFor('Analytics')).toBeChecked();
    await userEvent.click(switchFor('Marketing'));
    expect(onValueChange).toHaveBeenLastCalledWith({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: false,
    });
    expect(switchFor('Marketing')).toBeChecked();
  });

  it('has no axe violations by default and with the status banner shown', async () => {
    const { container } = renderPreferences();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status')).toHaveTextContent(SAVED);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

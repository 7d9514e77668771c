import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown, getRemaining } from './Countdown';

const START = new Date('2026-03-01T12:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

const DAY = 86_400;
const HOUR = 3600;

function numbers() {
  const timer = screen.getByRole('timer', { name: 'Time until launch' });
  return Object.fromEntries(
    Array.from(timer.querySelectorAll('[data-unit]')).map((unit) => [
      unit.getAttribute('data-unit'),
      unit.firstElementChild?.textContent,
    ]),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getRemaining', () => {
  it('splits the time left into days, hours, minutes and seconds, rounding up to the second and never below zero', () => {
    expect(getRemaining(at(DAY + 2 * HOUR + 3 * 60 + 4), START)).toEqual({
      totalSeconds: DAY + 2 * HOUR + 3 * 60 + 4,
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(getRemaining(at(0.2), START).seconds).toBe(1);
    expect(getRemaining(at(-10), START)).toEqual({
      totalSeconds: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe('Countdown', () => {
  it('given a target › shows each unit with its label in a timer named by its label that is never announced', () => {
    vi.useFakeTimers({ now: START });
    render(<Countdown target={at(30 * DAY + 5)} label="Time until launch" />);
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(numbers()).toEqual({ days: '30', hours: '00', minutes: '00', seconds: '05' });
    for (const word of ['Days', 'Hours', 'Minutes', 'Seconds']) {
      expect(within(timer).getByText(word)).toBeInTheDocument();
    }
  });

  it('given a running countdown › it ticks down once a second across a minute boundary', () => {
    vi.useFakeTimers({ now: START });
    render(<Countdown target={at(2 * 60 + 1)} label="Time until launch" />);
    expect(numbers()).toMatchObject({ minutes: '02', seconds: '01' });
    advance(1000);
    expect(numbers()).toMatchObject({ minutes: '02', seconds: '00' });
    advance(1000);
    expect(numbers()).toMatchObject({ minutes: '01', seconds: '59' });
  });

  it('given unit labels › shows them instead of the English words', () => {
    vi.useFakeTimers({ now: START });
    render(
      <Countdown
        target={at(DAY)}
        label="Time until launch"
        unitLabels={{ days: 'Din', hours: 'Ghante', minutes: 'Minat', seconds: 'Second' }}
      />,
    );
    const timer = screen.getByRole('timer', { name: 'Time until launch' });
    expect(within(timer).getByText('Ghante')).toBeInTheDocument();
    expect(within(timer).queryByText('Hours')).not.toBeInTheDocument();
  });

  it('given the target is reached › shows zeros and the complete text in the status region, calls onComplete once and stops ticking', () => {
    vi.useFakeTimers({ now: START });
    const onComplete = vi.fn();
    render(
      <Countdown
        target={at(2)}
        label="Time until launch"
        completeText="We are live."
        onComplete={onComplete}
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(1000);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1000);
    expect(numbers()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(screen.getByRole('status')).toHaveTextContent('We are live.');
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a target already passed › completes at mount', () => {
    vi.useFakeTimers({ now: START });
    const onComplete = vi.fn();
    render(<Countdown target={at(-60)} label="Time until launch" onComplete={onComplete} />);
    expect(numbers()).toMatchObject({ seconds: '00' });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('given announceSummary › the polite summary changes once a minute, not every second', () => {
    vi.useFakeTimers({ now: START });
    render(<Countdown target={at(DAY + 120)} label="Time until launch" announceSummary />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1 day, 0 hours and 2 minutes left');
    advance(1000);
    expect(status).toHaveTextContent('1 day, 0 hours and 1 minute left');
    advance(59_000);
    expect(status).toHaveTextContent('1 day, 0 hours and 1 minute left');
    advance(1000);
    expect(status).toHaveTextContent('1 day, 0 hours and 0 minutes left');
  });

  it('given no announceSummary › the status region stays empty while the timer runs', () => {
    vi.useFakeTimers({ now: START });
    render(<Countdown target={at(DAY)} label="Time until launch" />);
    advance(120_000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given server rendering without now › writes placeholders, and hydrates without a mismatch', async () => {
    const target = new Date(Date.now() + 3 * DAY * 1000);
    const element = <Countdown target={target} label="Time until launch" />;
    const html = renderToString(element);
    expect(html).toContain('--');
    expect(html).not.toMatch(/>0\d</);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByText('Days').previousElementSibling).toHaveTextContent(/^0[23]$/);
    container.remove();
  });

  it('given server rendering with now › writes the time left from that moment', () => {
    const html = renderToString(
      <Countdown target={at(30 * DAY)} now={START} label="Time until launch" />,
    );
    expect(html).toContain('>30<');
    expect(html).not.toContain('--');
  });

  it('has no axe violations while running', async () => {
    const { container } = render(
      <Countdown
        target={new Date(Date.now() + DAY * 1000)}
        label="Time until launch"
        announceSummary
        completeText="We are live."
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no axe violations when complete', async () => {
    const { container } = render(
      <Countdown
        target={new Date(Date.now() - 1000)}
        label="Time until launch"
        announceSummary
        completeText="We are live."
      />,
    );
    expect(screen.getByText('We are live.')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestMedia } from '@studio/content/latestMedia';
import { LatestContent } from './LatestContent';

// The first render of a page compiles its modules; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

function acceptMarketing() {
  localStorage.setItem('cookieConsent', 'accepted');
  localStorage.setItem(
    'cookiePreferences',
    JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true }),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('LatestContent', () => {
  it('without consent › a track facade and a video facade, nothing framed', () => {
    const { container } = render(<LatestContent content={latestMedia} />);
    expect(screen.getByRole('button', { name: 'Play Radha Shyam Salone Ko' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Play Chhath Ke Geet (Live at the Ghat)' }),
    ).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('given no music release is published › only the video facade shows', () => {
    render(<LatestContent content={{ ...latestMedia, track: null }} />);
    expect(screen.queryByRole('button', { name: 'Play Radha Shyam Salone Ko' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Play Chhath Ke Geet (Live at the Ghat)' }),
    ).toBeVisible();
  });

  it('a click on the video › frames it at 315 px with Loading video... until it loads', async () => {
    const { container } = render(<LatestContent content={latestMedia} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Play Chhath Ke Geet (Live at the Ghat)' }),
    );
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('height', '315');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video...');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
  });

  it('with consent › both players load; the loading text gives way after 5 s', () => {
    vi.useFakeTimers();
    acceptMarketing();
    const { container } = render(<LatestContent content={latestMedia} />);
    expect(container.querySelector('iframe[height="352"]')).toBeInTheDocument();
    expect(container.querySelector('iframe[height="315"]')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
  });

  it('a video that fails to load › Video failed to load. Please refresh the page.', () => {
    acceptMarketing();
    const { container } = render(<LatestContent content={latestMedia} />);
    fireEvent.error(container.querySelector('iframe[height="315"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Video failed to load. Please refresh the page.',
    );
  });
});

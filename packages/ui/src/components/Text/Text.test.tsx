import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('given no as › then it renders a paragraph', () => {
    render(<Text>We answer within 24 hours.</Text>);
    expect(screen.getByText('We answer within 24 hours.').tagName).toBe('P');
  });

  it('given as span, strong or time › then it renders that element', () => {
    render(
      <>
        <Text as="span">Monday - Friday</Text>
        <Text as="strong">9AM - 6PM PST</Text>
        <Text as="time" dateTime="2024-01-01">
          January 1, 2024
        </Text>
      </>,
    );
    expect(screen.getByText('Monday - Friday').tagName).toBe('SPAN');
    expect(screen.getByText('9AM - 6PM PST').tagName).toBe('STRONG');
    expect(screen.getByText('January 1, 2024')).toHaveAttribute('datetime', '2024-01-01');
  });

  it('given tones › then each renders with a different class', () => {
    render(
      <>
        <Text tone="muted">muted</Text>
        <Text tone="critical">critical</Text>
        <Text tone="success">success</Text>
      </>,
    );
    const classes = ['muted', 'critical', 'success'].map((t) => screen.getByText(t).className);
    expect(new Set(classes).size).toBe(3);
  });

  it('given as label with htmlFor › then it labels the input', () => {
    render(
      <>
        <Text as="label" htmlFor="q" weight="semibold">
          Search the site
        </Text>
        <input id="q" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search the site' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Text size="lg">Example Records makes music and films.</Text>
        <Text tone="muted" size="sm">
          Founded 2018 · 500+ projects
        </Text>
        <Text tone="success">Cookie preferences saved successfully!</Text>
        <Text tone="critical">Video failed to load. Please refresh the page.</Text>
      </div>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

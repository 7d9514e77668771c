import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapPoints } from './wrapPoints';

describe('wrapPoints', () => {
  it('given an email address › offers a line break before each @ and . and keeps the text unchanged', () => {
    const { container } = render(<p>{wrapPoints('meera.joshi@example.com')}</p>);
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container).toHaveTextContent('meera.joshi@example.com');
  });

  it('given a word without @ or . › leaves it as plain text', () => {
    const { container } = render(<p>{wrapPoints('Meera')}</p>);
    expect(container.querySelector('wbr')).toBeNull();
    expect(container).toHaveTextContent('Meera');
  });
});

import { describe, expect, it } from 'vitest';
import { fillTemplate, truncate } from './template.js';

describe('fillTemplate', () => {
  it('fills every placeholder, numbers included', () => {
    expect(fillTemplate('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('No results for "{query}"', {})).toBe('No results for "{query}"');
  });

  it('does not read values the object only inherits', () => {
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});

describe('truncate', () => {
  it('keeps text within the limit whole', () => {
    expect(truncate('A song for the soil.', 20)).toBe('A song for the soil.');
  });

  it('cuts longer text at the limit, drops the trailing space and adds an ellipsis', () => {
    expect(truncate('A song for the soil that feeds a country.', 15)).toBe('A song for the...');
  });
});

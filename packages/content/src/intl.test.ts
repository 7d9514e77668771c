import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, plural } from './intl.js';

const comments = { one: '{count} टिप्पणी', other: '{count} टिप्पणियाँ' };
const likes = { one: '{count} like', other: '{count} likes' };

describe('numbers as a page in each language shows them', () => {
  it('groups a Hindi page’s numbers in lakhs and crores', () => {
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
    expect(formatNumber('hi', 100000)).toBe('1,00,000');
    expect(formatNumber('hi', 123456789)).toBe('12,34,56,789');
  });

  it('groups an English page’s numbers in thousands', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
  });

  it('passes the options on, in the language’s conventions', () => {
    expect(formatNumber('hi', 1234567.891, { maximumFractionDigits: 1 })).toBe('12,34,567.9');
    expect(formatNumber('en', 0.98, { style: 'percent' })).toBe('98%');
  });
});

describe('dates as a page in each language shows them', () => {
  it('names the month in Hindi on a Hindi page', () => {
    expect(formatDate('hi', '2024-08-26')).toBe('26 अगस्त 2024');
    expect(formatDate('hi', '2026-03-05', 'full')).toBe('गुरुवार, 5 मार्च 2026');
  });

  it('keeps the English pages’ dates as they read today', () => {
    expect(formatDate('en', '2024-08-26')).toBe('August 26, 2024');
    expect(formatDate('en', '2024-08-26', 'medium')).toBe('Aug 26, 2024');
  });

  it('shows a date-only value on its own day, and a moment on its UTC day, wherever it runs', () => {
    expect(formatDate('en', '2024-01-01', 'short')).toBe('1/1/24');
    expect(formatDate('hi', '2024-12-31T23:30:00Z', 'short')).toBe('31/12/24');
    expect(formatDate('hi', '2025-01-01T00:15:00+05:30')).toBe('31 दिसंबर 2024');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('hi', 'next week')).toThrow(RangeError);
  });
});

describe('plurals in each language’s own rules', () => {
  it('takes the singular for 0 and 1 in Hindi', () => {
    expect(plural('hi', 0, comments)).toBe('0 टिप्पणी');
    expect(plural('hi', 1, comments)).toBe('1 टिप्पणी');
    expect(plural('hi', 2, comments)).toBe('2 टिप्पणियाँ');
    expect(plural('hi', 100000, comments)).toBe('1,00,000 टिप्पणियाँ');
  });

  it('takes the plural for 0 in English', () => {
    expect(plural('en', 0, likes)).toBe('0 likes');
    expect(plural('en', 1, likes)).toBe('1 like');
    expect(plural('en', 1234, likes)).toBe('1,234 likes');
  });

  it('fills the other placeholders of the chosen form', () => {
    const results = { one: '{count} result for "{query}"', other: '{count} results for "{query}"' };
    expect(plural('en', 12, results, { query: 'ghazal' })).toBe('12 results for "ghazal"');
    const hindiResults = {
      one: '"{query}" के लिए {count} परिणाम',
      other: '"{query}" के लिए {count} परिणाम',
    };
    expect(plural('hi', 1500, hindiResults, { query: 'भजन' })).toBe('"भजन" के लिए 1,500 परिणाम');
  });
});

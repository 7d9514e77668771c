import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, localizedPath, splitLocale } from '../src/locales.js';

describe('the languages and their addresses', () => {
  it("keeps English at today's addresses and puts Hindi under /hi", () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(localizedPath('en', '/music')).toBe('/music');
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('hi', '/')).toBe('/hi/');
    expect(localizedPath('hi', '/music')).toBe('/hi/music');
    expect(localizedPath('hi', '/article/संगीत-की-शाम')).toBe('/hi/article/संगीत-की-शाम');
  });

  it('reads the language back from an address, and no other prefix counts', () => {
    expect(splitLocale('/hi/music')).toEqual({ locale: 'hi', path: '/music' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/music')).toEqual({ locale: 'en', path: '/music' });
    expect(splitLocale('/hindi-songs')).toEqual({ locale: 'en', path: '/hindi-songs' });
    for (const locale of LOCALES)
      for (const path of ['/', '/about', '/article/a-b'])
        expect(splitLocale(localizedPath(locale, path))).toEqual({ locale, path });
  });

  it('names each language in itself for the switcher and in Intl terms for numbers', () => {
    expect(LOCALE_INFO.hi.nativeName).toBe('हिन्दी');
    expect(new Intl.NumberFormat(LOCALE_INFO.hi.intl).format(1234567)).toBe('12,34,567');
  });
});

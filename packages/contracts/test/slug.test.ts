import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SLUG_MAX_BYTES,
  SlugTexts,
  slugFileNames,
  slugProblem,
  slugify,
  utf8Bytes,
} from '../src/index.js';

const allowed = /^[\p{L}\p{M}\p{N}-]*$/u;

describe('slugify', () => {
  it('turns the devotional announcement title into the slug the newsroom links to', () => {
    expect(slugify('New Song Release: Radha Shyam Salone Ko')).toBe(
      'new-song-release-radha-shyam-salone-ko',
    );
  });

  it('drops punctuation, joins words with one hyphen and trims hyphens at the ends', () => {
    expect(slugify('  --Behind the Scenes:  "Desh Ki Mitti" -- Video Shoot!--  ')).toBe(
      'behind-the-scenes-desh-ki-mitti-video-shoot',
    );
  });

  it('keeps letters of other scripts with their vowel signs, and digits', () => {
    expect(slugify('Chhath 2024: छठ के गीत')).toBe('chhath-2024-छठ-के-गीत');
  });

  it('property: the slug holds only lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(allowed);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/--/);
        expect(slug).not.toMatch(/^-|-$/);
      }),
    );
  });

  it('property: slugifying a slug changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (title) => {
        const slug = slugify(title);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('property: words of letters and digits survive in order, joined by hyphens', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const gap = fc.stringMatching(/^[\s:;,.!?'"()&-]{1,4}$/).filter((s) => /[\s-]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 6 }), (parts) => {
        const title = parts.map(([w, g]) => `${w.toUpperCase()}${g}`).join('');
        expect(slugify(title)).toBe(parts.map(([w]) => w).join('-'));
      }),
    );
  });

  it('accepts a slug that is its own slug and names what is wrong with any other', () => {
    expect(slugProblem('radha-shyam-salone-ko')).toBeNull();
    expect(slugProblem('छठ-के-गीत')).toBeNull();
    expect(slugProblem('')).toBe('Must not be empty');
    expect(slugProblem('Radha-Shyam')).toMatch(/lower-case/);
    expect(slugProblem('-radha')).toMatch(/hyphen/);
    expect(slugProblem('radha--shyam')).toMatch(/hyphen/);
    expect(slugProblem('a'.repeat(121))).toBe('Must be at most 120 characters long');
  });
});

describe('the slug rule for page files', () => {
  it('leaves a slug the bytes its longest page file name allows (NAME_MAX 255)', () => {
    expect(SLUG_MAX_BYTES).toBe(243);
    const longest = 'क'.repeat(SLUG_MAX_BYTES / 3);
    for (const name of slugFileNames(longest)) expect(utf8Bytes(name)).toBeLessThanOrEqual(255);
    expect(slugProblem(longest)).toBeNull();
  });

  it('property: counts UTF-8 bytes as percent-encoding does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        const encoded = encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '_');
        expect(utf8Bytes(text)).toBe(encoded.length);
      }),
    );
  });

  it('refuses a slug the page files cannot hold, saying so', () => {
    expect(slugProblem('क'.repeat(120))).toBe(SlugTexts.tooManyBytes);
    expect(SlugTexts.tooManyBytes).toMatch(/at most 243 bytes/);
  });

  it('cuts an automatic slug from a long Hindi title at a word boundary', () => {
    const title = Array.from({ length: 16 }, () => 'नमस्ते').join(' ');
    const slug = slugify(title);
    expect(utf8Bytes(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
    expect(slug.split('-').every((word) => word === 'नमस्ते')).toBe(true);
    expect(slug.split('-')).toHaveLength(12);
    expect(slugProblem(slug)).toBeNull();
  });

  it('cuts an automatic slug from a long English title at a word boundary, within 120 characters', () => {
    const title = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(title.toLowerCase().replaceAll(' ', '-').startsWith(`${slug}-`)).toBe(true);
  });

  it('cuts one word longer than the limit between letters, never inside a letter and its signs', () => {
    const slug = slugify('कि'.repeat(200));
    expect(utf8Bytes(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
    expect(slug).toBe('कि'.repeat(40));
  });

  it('normalises to NFKC and refuses a slug that is not', () => {
    expect(slugify('ﬁne ｔｕｎｅｓ')).toBe('fine-tunes');
    expect(slugProblem('ﬁne-tunes')).toBe(SlugTexts.notNormal);
    // A decomposed é is composed.
    expect(slugify('cafe\u0301')).toBe('caf\u00e9');
  });

  it('drops invisible characters from titles and refuses them in slugs', () => {
    expect(slugify('radha\u200dshyam\u2060 song')).toBe('radhashyam-song');
    expect(slugProblem('radha\u200dshyam')).toBe(SlugTexts.invisible);
    expect(slugProblem('radha\u034fshyam')).toBe(SlugTexts.invisible);
  });

  it('splits words where the script changes and refuses a word that mixes scripts', () => {
    // The second "a" is Cyrillic.
    expect(slugify('r\u0430dha')).toBe('r-\u0430-dha');
    expect(slugProblem('r\u0430dha')).toBe(SlugTexts.mixedScripts);
    expect(slugProblem('radhaराधा')).toBe(SlugTexts.mixedScripts);
    expect(slugProblem('radha-राधा-2024')).toBeNull();
    // Japanese writing mixes its own scripts.
    expect(slugProblem('東京ライブ')).toBeNull();
  });

  it('drops and refuses a combining mark at the start of a word; keeps Devanagari vowel signs', () => {
    expect(slugify('\u093f\u0915 song')).toBe('क-song');
    expect(slugProblem('\u093f\u0915')).toBe(SlugTexts.leadingMark);
    expect(slugProblem('\u0301song')).toBe(SlugTexts.leadingMark);
    expect(slugProblem('नमस्ते-किताब')).toBeNull();
  });

  it('property: an automatic slug always fits the page files and follows the rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 400 }), (title) => {
        const slug = slugify(title);
        expect(utf8Bytes(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
        if (slug !== '') expect(slugProblem(slug)).toBeNull();
      }),
    );
  });
});

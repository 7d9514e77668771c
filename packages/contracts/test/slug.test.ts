import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugProblem, slugify } from '../src/index.js';

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

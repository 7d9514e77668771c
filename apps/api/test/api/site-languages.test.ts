// The site in Hindi and English from the content store (issue 41): an entry's page in a language
// exists only while that language's translation is live, each language's page names the other
// (hreflang), and nothing of one language is ever shown under the other's address. PGlite only:
// what is stored is content-translations.test.ts's.
import { describe, expect, it } from 'vitest';
import { doc, paragraph, text } from '@studio/contracts/testing';
import { body, call } from '../support/review.js';
import { article } from '../support/content.js';
import { EDITOR, useSiteContentApi, type Entry } from '../support/content-api.js';
import { inlineScriptHashes } from '../support/site.js';

const { h, tokenOf, created, act } = useSiteContentApi();

const get = (url: string) => h.app.inject({ method: 'GET', url: encodeURI(url) });

const HINDI = {
  slug: 'मानसून-सत्र-की-घोषणा',
  title: 'मानसून सत्र की घोषणा',
};

/** An article's Hindi words: only its translatable fields. */
const hindiWords = {
  title: HINDI.title,
  author: 'सरगम स्टूडियोज़ न्यूज़रूम',
  summary: 'हमारा लाइव रूम मानसून के सत्रों के लिए खुला है।',
  body: doc(paragraph(text('मानसून के सत्र लौट आए हैं।'))),
  tags: [],
};

async function translate(token: string, source: Entry): Promise<Entry> {
  const response = await call(h, 'POST', `/api/content/articles/${source.id}/translations`, token, {
    locale: 'hi',
    slug: HINDI.slug,
    data: hindiWords,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ entry: Entry }>(response).entry;
}

/** The hreflang links of a page: `{hreflang: href}`. */
const hreflangs = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('an article in Hindi and English', () => {
  it('is on its Hindi address only while its translation is live, each page naming the other', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await act(editor, await created(editor, article()), 'publish');
    const englishPath = `/article/${source.slug}`;
    const hindiPath = `/hi/article/${HINDI.slug}`;

    // English only: no Hindi page, no alternates, nothing of it in the Hindi newsroom.
    const english = await get(englishPath);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(hreflangs(english.body)).toEqual({});
    expect((await get(`/hi/article/${source.slug}`)).statusCode).toBe(404);
    expect((await get('/hi/newsroom')).body).not.toContain(source.data.title as string);

    // A draft translation is not public.
    const translation = await translate(editor, source);
    expect((await get(hindiPath)).statusCode).toBe(404);

    const live = await act(editor, translation, 'publish');
    const hindi = await get(hindiPath);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain(`<title>${HINDI.title} | `);
    const origin = /<link rel="canonical" href="([^"]+?)\/hi\//.exec(hindi.body)?.[1];
    const both = {
      en: `${origin}${englishPath}`,
      hi: `${origin}${encodeURI(hindiPath)}`,
      'x-default': `${origin}${englishPath}`,
    };
    expect(decodeURI(JSON.stringify(hreflangs(hindi.body)))).toBe(decodeURI(JSON.stringify(both)));
    // The English page, rendered again, names its Hindi page.
    expect(decodeURI(JSON.stringify(hreflangs((await get(englishPath)).body)))).toBe(
      decodeURI(JSON.stringify(both)),
    );
    expect((await get('/hi/newsroom')).body).toContain(HINDI.title);
    expect((await get('/newsroom')).body).not.toContain(HINDI.title);

    // Unpublishing the Hindi translation takes only the Hindi page down.
    await act(editor, live, 'unpublish');
    expect((await get(hindiPath)).statusCode).toBe(404);
    const after = await get(englishPath);
    expect(after.statusCode).toBe(200);
    expect(hreflangs(after.body)).toEqual({});
    expect((await get('/hi/newsroom')).body).not.toContain(HINDI.title);
  }, 180_000);

  it('comes down in Hindi too when its source is unpublished', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await act(editor, await created(editor, article()), 'publish');
    await act(editor, await translate(editor, source), 'publish');
    const hindiPath = `/hi/article/${HINDI.slug}`;
    expect((await get(hindiPath)).statusCode).toBe(200);
    await act(editor, source, 'unpublish');
    expect((await get(`/article/${source.slug}`)).statusCode).toBe(404);
    expect((await get(hindiPath)).statusCode).toBe(404);
    expect((await get('/hi/newsroom')).body).not.toContain(HINDI.title);
  }, 180_000);
});

describe('an address that is no page', () => {
  /** The page's inline scripts are each allowed by its Content-Security-Policy. */
  const allowsItsScripts = (page: Awaited<ReturnType<typeof get>>) => {
    const scriptSources =
      /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    return inlineScriptHashes(page.body).filter((hash) => !scriptSources.includes(hash));
  };

  it.each(['/hi/nope', '/hi/company', '/hi/article/unknown', '/hi/nope/deeper'])(
    '%s answers 404 with the Hindi 404 page: Hindi words, Hindi header, noindex, its CSP',
    async (path) => {
      const page = await get(path);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<html lang="hi"');
      expect(page.body).toContain('<title>पेज नहीं मिला | सरगम स्टूडियोज़</title>');
      expect(page.body).toContain('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।');
      expect(page.body).toContain('होम पेज पर जाएँ');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.body).not.toContain('Page Not Found');
      // The switcher leads to the English home (the 404 page is no page in English either).
      expect(page.body).toMatch(/<a href="\/" lang="en" hrefLang="en"[^>]*>English<\/a>/);
      expect(allowsItsScripts(page)).toEqual([]);
    },
  );

  it('answers the English 404 page elsewhere, and /hi is the Hindi home', async () => {
    for (const path of ['/nope', '/company/nope', '/hindi']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('<html lang="en"');
      expect(page.body, path).toContain('<title>Page Not Found | Sargam Studios</title>');
      expect(page.body, path).not.toContain('पेज नहीं मिला');
      expect(allowsItsScripts(page), path).toEqual([]);
    }
    for (const path of ['/hi', '/hi/']) {
      const home = await get(path);
      expect(home.statusCode, path).toBe(200);
      expect(home.body, path).toContain('<html lang="hi"');
      expect(home.body, path).toContain('<title>सरगम स्टूडियोज़</title>');
    }
  });
});

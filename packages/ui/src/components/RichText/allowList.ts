/*
 * The allow-list a rich text keeps, shared by the renderer (RichText) and the editor
 * (@studio/ui/editor) so that the editor can only write what the renderer draws.
 */

/** Text format bits of the editor's serialized text nodes (Lexical's own values). */
export const TEXT_FORMAT = { bold: 1, italic: 2, underline: 8, code: 16 } as const;
export type TextFormatName = keyof typeof TEXT_FORMAT;

/** Every allowed format bit at once: a text's `format & ~ALLOWED_TEXT_FORMATS` must be 0. */
export const ALLOWED_TEXT_FORMATS = Object.values(TEXT_FORMAT).reduce((all, bit) => all | bit, 0);

/** The heading levels an article body may use: the page's title is its `h1`. */
export const HEADING_LEVELS = { h2: 2, h3: 3, h4: 4 } as const;
export type HeadingTag = keyof typeof HEADING_LEVELS;

/** The longest link address kept. */
export const MAX_URL_LENGTH = 2048;

/**
 * Whether a link may be drawn as one: an http(s) URL, or a path on this site (`/about`, never the
 * protocol-relative `//host`). Anything else (`javascript:`, `data:`, a typo) stays plain text.
 */
export function isAllowedHref(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return false;
  if (/^\/(?!\/)/.test(url)) return !/[\s\\]/.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/[\s\\]/.test(url);
  } catch {
    return false;
  }
}

// Every prerendered page's 1200×630 share image (og:image, twitter:image), drawn from the page's
// own title and description as they appear in its built HTML, beside the studio's mark.
import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import satori from 'satori';
import type { RenderFailure } from '@studio/contracts';
import { siteConfig } from '@studio/content/site';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@studio/contracts/locales';
import { hindiIdentity } from '@studio/content/hi/identity';
import { DEVANAGARI_FAMILY, DEVANAGARI_PACKAGE } from '../fonts/devanagari';
import { SHARE_IMAGE_SIZE } from '../head/shareImage';
import { replaceFile } from './replaceFile';

/** The theme's dark palette (packages/ui theme tokens): the images match the site. */
const palette = {
  background: '#0c0c10',
  surface: '#16161d',
  text: '#f5f5f7',
  textMuted: '#b4b4c2',
  accent: '#f2b544',
  accentHover: '#f7c768',
} as const;

export interface ShareCard {
  /** The page's own title (without the studio suffix); the studio's name for Home. */
  title: string;
  description: string;
  /** The studio's name as the page names it (og:site_name: the stored identity's). */
  studio: string;
  /** The page's language (its `<html lang>`): the card's own words are in it. */
  locale?: Locale;
}

/** The card's own words in each language: the studio's line and its founding. */
const cardWords: Record<Locale, { tagline: string; since: (year: number) => string }> = {
  en: { tagline: siteConfig.tagline, since: (year) => `Since ${year}` },
  hi: { tagline: hindiIdentity.tagline, since: (year) => `${year} से` },
};

/**
 * The card a built page announces: its <title> minus " | studio", its meta description and the
 * studio's name from its og:site_name, so a renamed studio's images carry the new name.
 */
export function shareCardFromHtml(html: string): ShareCard {
  const decode = (text: string) =>
    text
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const studio = decode(
    /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? siteConfig.name,
  );
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? studio);
  const description = decode(
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? siteConfig.description,
  );
  const suffix = ` | ${studio}`;
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
  return {
    title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
    description,
    studio,
    locale: isLocale(lang) ? lang : DEFAULT_LOCALE,
  };
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The studio's mark (the favicon's play triangle on its tile), inline for satori. */
const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.surface}"/><path d="M20 44V20l24 12-24 12z" fill="${palette.accent}"/></svg>`;
const markUri = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;

function card({ title, description, studio, locale = DEFAULT_LOCALE }: ShareCard): Node {
  const words = cardWords[locale];
  const isHome = title === studio;
  const heading = isHome ? words.tagline : title;
  const text = description.length > 150 ? `${description.slice(0, 147).trimEnd()}…` : description;
  // satori sizes boxes without their padding (content-box): the frame is inset absolutely.
  const frame = h(
    'div',
    {
      position: 'absolute',
      top: '64px',
      right: '72px',
      bottom: '64px',
      left: '72px',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: '20px' }, [
        { type: 'img', props: { src: markUri, width: 64, height: 64, style: {} } },
        h('div', { fontSize: 34, fontWeight: 700, letterSpacing: '0.01em' }, studio),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: '24px' }, [
        h(
          'div',
          {
            fontSize: heading.length > 28 ? 64 : 80,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: '-0.02em',
            maxWidth: '1000px',
          },
          heading,
        ),
        h(
          'div',
          { fontSize: 28, lineHeight: 1.4, color: palette.textMuted, maxWidth: '960px' },
          text,
        ),
      ]),
      h('div', { display: 'flex', alignItems: 'center', gap: '20px' }, [
        h('div', {
          width: '120px',
          height: '8px',
          borderRadius: '4px',
          backgroundImage: `linear-gradient(90deg, ${palette.accent}, ${palette.accentHover})`,
        }),
        h(
          'div',
          { fontSize: 24, color: palette.textMuted },
          isHome ? words.since(siteConfig.founded) : words.tagline,
        ),
      ]),
    ],
  );
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      color: palette.text,
      // Devanagari from its own face: satori takes a glyph Inter lacks from the next font.
      fontFamily: 'Inter, "Noto Sans Devanagari"',
      backgroundColor: palette.background,
      backgroundImage: `radial-gradient(circle at 100% 0%, rgba(242, 181, 68, 0.38) 0%, rgba(242, 181, 68, 0.08) 38%, rgba(12, 12, 16, 0) 62%), radial-gradient(circle at 0% 100%, rgba(247, 199, 104, 0.16) 0%, rgba(12, 12, 16, 0) 45%)`,
    },
    [frame],
  );
}

export type ShareImageRenderer = (card: ShareCard) => Promise<Buffer>;

/** Loads the font once (satori reads WOFF, not WOFF2) and returns a PNG renderer. */
export async function createShareImageRenderer(): Promise<ShareImageRenderer> {
  const require = createRequire(import.meta.url);
  const files = require.resolve('@fontsource/inter/package.json').replace(/package\.json$/, '');
  const devanagari = require
    .resolve(`${DEVANAGARI_PACKAGE}/package.json`)
    .replace(/package\.json$/, '');
  const [regular, bold, hindiRegular, hindiBold] = await Promise.all([
    readFile(`${files}files/inter-latin-400-normal.woff`),
    readFile(`${files}files/inter-latin-700-normal.woff`),
    readFile(`${devanagari}files/noto-sans-devanagari-devanagari-400-normal.woff`),
    readFile(`${devanagari}files/noto-sans-devanagari-devanagari-700-normal.woff`),
  ]);
  const fonts = [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: DEVANAGARI_FAMILY, data: hindiRegular, weight: 400 as const, style: 'normal' as const },
    { name: DEVANAGARI_FAMILY, data: hindiBold, weight: 700 as const, style: 'normal' as const },
  ];
  return async (page) => {
    const svg = await satori(card(page) as Parameters<typeof satori>[0], {
      ...SHARE_IMAGE_SIZE,
      fonts,
    });
    return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } })
      .render()
      .asPng();
  };
}

/** A page's share image to draw: its file (relative to the site root) and its card. */
export interface ShareImageOf {
  /** The page's URL path (`*` for the 404 page). */
  path: string;
  file: string;
  card: ShareCard;
}

/**
 * A site directory's record of its share images: which card each one shows (a digest of the
 * drawn tree), and the ones its pages announce but are not drawn yet. Read by the renderer and
 * never served; copied with the directory, so a render finishes what an earlier one left.
 */
export const SHARE_IMAGES_MANIFEST = 'share-images.json';

interface ShareImagesRecord {
  images: Record<string, string>;
  pending: Record<string, ShareImageOf>;
}

/** A digest of everything the image is drawn from: the card's text and the layout around it. */
export const shareImageKey = (page: ShareCard): string =>
  createHash('sha256')
    .update(JSON.stringify(card(page)))
    .digest('base64url');

async function readRecord(root: string): Promise<ShareImagesRecord> {
  try {
    const parsed = JSON.parse(
      await readFile(join(root, SHARE_IMAGES_MANIFEST), 'utf8'),
    ) as Partial<ShareImagesRecord>;
    return { images: parsed.images ?? {}, pending: parsed.pending ?? {} };
  } catch {
    return { images: {}, pending: {} };
  }
}

const writeRecord = (root: string, record: ShareImagesRecord) =>
  replaceFile(join(root, SHARE_IMAGES_MANIFEST), `${JSON.stringify(record, null, 2)}\n`);

/** Records the share images `root`'s pages now announce, for `drawShareImages`. */
export async function queueShareImages(
  root: string,
  images: readonly ShareImageOf[],
): Promise<void> {
  if (images.length === 0) return;
  const record = await readRecord(root);
  for (const image of images) record.pending[image.file] = image;
  await writeRecord(root, record);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export interface DrawnShareImages {
  drawn: string[];
  failed: RenderFailure[];
  /** How many images are still to draw (a failed one, or those left when `stop` said so). */
  left: number;
}

/**
 * Draws the queued share images under `root` whose card changed since they were drawn (or that
 * are missing): an image is never drawn twice for the same card. `stop` is asked before each
 * image: the ones left stay queued for the next render. A failed image is reported by its page,
 * stays as it was and stays queued.
 */
export async function drawShareImages(
  root: string,
  render: ShareImageRenderer,
  stop: () => boolean = () => false,
): Promise<DrawnShareImages> {
  const record = await readRecord(root);
  const drawn: string[] = [];
  const failed: RenderFailure[] = [];
  let changed = false;
  for (const { path, file, card: page } of Object.values(record.pending)) {
    if (stop()) break;
    const key = shareImageKey(page);
    try {
      if (record.images[file] !== key || !(await exists(join(root, file)))) {
        await replaceFile(join(root, file), await render(page));
        record.images[file] = key;
        drawn.push(file);
      }
      delete record.pending[file];
      changed = true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failed.push({ path, reason: `its share image could not be drawn: ${reason}` });
    }
  }
  if (changed) await writeRecord(root, record);
  return { drawn, failed, left: Object.keys(record.pending).length };
}

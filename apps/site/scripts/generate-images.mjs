// Renders the site's artwork (art/*.svg) to the responsive images the pages ship:
// public/images/<name>-<width>.avif and .webp at each width, plus <name>.json with the
// intrinsic size. Run after adding or changing artwork and commit the outputs (npm start needs
// no image tooling). Usage: node apps/site/scripts/generate-images.mjs [name ...]
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const site = fileURLToPath(new URL('..', import.meta.url));
const artDir = join(site, 'art');
const outDir = join(site, 'public', 'images');
export const IMAGE_WIDTHS = [480, 960, 1600];
/**
 * Artwork wider than this also gets a file this wide (`<name>-750.*`, not in `<name>.json`), which
 * the pages offer to phone-width screens only (PHONE_WIDTH in packages/content/src/images.ts).
 */
export const PHONE_WIDTH = 750;
/**
 * Track covers also show as list thumbnails (48–64 CSS px): files at 1× and 2× of 64 px, which
 * the track rows name in `srcset` (`<name>-64.webp`, `<name>-128.webp`; not in `<name>.json`).
 */
export const THUMBNAIL_WIDTHS = [64, 128];
/** THUMBNAILS_ONLY=1 writes only the thumbnails (leaves the committed larger files untouched). */
const thumbnailsOnly = process.env.THUMBNAILS_ONLY === '1';
/** PHONE_ONLY=1 writes only the phone-width files. */
const phoneOnly = process.env.PHONE_ONLY === '1';

const only = new Set(process.argv.slice(2));
await mkdir(outDir, { recursive: true });
for (const file of (await readdir(artDir)).filter((name) => name.endsWith('.svg')).sort()) {
  const name = basename(file, '.svg');
  if (only.size > 0 && !only.has(name)) continue;
  const svg = await readFile(join(artDir, file));
  const { width = 0, height = 0 } = await sharp(svg).metadata();
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate < width).concat(
    width > 1600 ? [] : [width],
  );
  const thumbnails = name.startsWith('cover-') ? THUMBNAIL_WIDTHS : [];
  const phone = width > PHONE_WIDTH ? [PHONE_WIDTH] : [];
  const targets = phoneOnly ? phone : [...(thumbnailsOnly ? [] : [...widths, ...phone]), ...thumbnails];
  for (const target of [...new Set(targets)]) {
    const resized = sharp(svg, { density: Math.max(72, Math.ceil((72 * target) / width)) }).resize({
      width: target,
    });
    await resized
      .clone()
      .avif({ quality: 50, effort: 4 })
      .toFile(join(outDir, `${name}-${target}.avif`));
    await resized
      .clone()
      .webp({ quality: 72 })
      .toFile(join(outDir, `${name}-${target}.webp`));
  }
  if (thumbnailsOnly || phoneOnly) continue;
  await writeFile(
    join(outDir, `${name}.json`),
    `${JSON.stringify({ width, height, widths: [...new Set(widths)] })}\n`,
  );
  console.log(`${name}: ${width}×${height} → ${[...new Set(widths)].join(', ')} px (AVIF + WebP)`);
}

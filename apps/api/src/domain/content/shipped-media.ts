import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FOCAL_CENTRE,
  referenceOf,
  type AudioReference,
  type ImageReference,
  type MediaFormat,
} from '@studio/contracts';
import type { SeedEntry } from '@studio/content/storeSeed';
import type { Db } from '../../db/client.js';
import { media, mediaFiles, type MediaRow } from '../../db/schema.js';
import { toItem } from '../media.js';

/*
 * The default content's artwork and preview clips as media library items, at the store's first
 * start: each `site:<name>` reference of the seed becomes one item whose files are the files the
 * site ships (their rows name the site's URL and keep no bytes: nothing is read or encoded again),
 * sized and described as the content describes them, and the seed refers to the item instead.
 * A replacement or a new description in the library then shows on every page that uses it.
 */

/** A media id of an artwork or clip the site ships (`site:<name>`). */
const SHIPPED_ID = /^site:[a-z0-9-]+$/;

type ShippedReference = ImageReference | AudioReference;

const isImage = (reference: ShippedReference): reference is ImageReference => 'alt' in reference;

/** Each shipped file's type and the library's format, by the file's extension. */
const SHIPPED_TYPES: Record<string, { contentType: string; format: MediaFormat }> = {
  avif: { contentType: 'image/avif', format: 'avif' },
  webp: { contentType: 'image/webp', format: 'webp' },
  // The site's Opus clips are in a WebM box; their AAC fallbacks in an MP4 one.
  webm: { contentType: 'audio/webm', format: 'opus' },
  m4a: { contentType: 'audio/mp4', format: 'm4a' },
};

/** Calls `visit` with each object within `value` (at any depth) that refers to a shipped file. */
function eachShippedReference(value: unknown, visit: (reference: ShippedReference) => void) {
  if (Array.isArray(value)) {
    for (const item of value) eachShippedReference(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    const { mediaId, sources } = value as { mediaId?: unknown; sources?: unknown };
    if (typeof mediaId === 'string' && SHIPPED_ID.test(mediaId) && Array.isArray(sources)) {
      visit(value as ShippedReference);
      return;
    }
    for (const child of Object.values(value)) eachShippedReference(child, visit);
  }
}

/** `value` with each shipped reference that `replacement` answers for replaced by it. */
function replaceShipped(
  value: unknown,
  replacement: (reference: ShippedReference) => ShippedReference | null,
): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceShipped(item, replacement));
  if (typeof value !== 'object' || value === null) return value;
  const { mediaId, sources } = value as { mediaId?: unknown; sources?: unknown };
  if (typeof mediaId === 'string' && SHIPPED_ID.test(mediaId) && Array.isArray(sources))
    return replacement(value as ShippedReference) ?? value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, replaceShipped(child, replacement)]),
  );
}

/** The size of a shipped file, or 0 when the site build is not there to tell. */
async function sizeOf(siteDir: string | undefined, url: string): Promise<number> {
  if (!siteDir) return 0;
  try {
    return (await stat(join(siteDir, url.replace(/^\/+/, '')))).size;
  } catch {
    return 0;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export interface ShippedImport {
  /** The seed's entries, referring to the library's items instead of the shipped files. */
  entries: SeedEntry[];
  /** Items the library gained. */
  items: number;
}

/**
 * Puts every artwork and clip `entries` use into the media library (in `tx`, the seed's
 * transaction) and answers the entries referring to them. `siteDir` (the site build) gives the
 * files' sizes; a file it lacks counts 0 bytes.
 */
export async function importShippedMedia(
  tx: Db,
  entries: SeedEntry[],
  options: { now: Date; siteDir?: string | undefined },
): Promise<ShippedImport> {
  // One item per artwork or clip, with every file any reference to it names.
  const byId = new Map<string, { reference: ShippedReference; urls: Map<string, number | null> }>();
  for (const entry of entries)
    eachShippedReference(entry.data, (reference) => {
      const found = byId.get(reference.mediaId) ?? { reference, urls: new Map() };
      for (const source of reference.sources)
        found.urls.set(source.url, 'width' in source ? source.width : null);
      byId.set(reference.mediaId, found);
    });
  if (byId.size === 0) return { entries, items: 0 };

  const items = [...byId.values()].map(({ reference, urls }) => ({
    id: randomUUID(),
    reference,
    files: [...urls].flatMap(([url, width]) => {
      const type = SHIPPED_TYPES[url.split('.').pop() ?? ''];
      return type ? [{ url, width, ...type }] : [];
    }),
  }));
  const siteDir =
    options.siteDir && (await isDirectory(options.siteDir)) ? options.siteDir : undefined;
  const sizes = new Map(
    await Promise.all(
      items.flatMap((item) =>
        item.files.map(async (file) => [file.url, await sizeOf(siteDir, file.url)] as const),
      ),
    ),
  );

  const mediaRows: MediaRow[] = items.map(({ id, reference, files }) => {
    const image = isImage(reference);
    const extension = files[0]?.url.split('.').pop() ?? '';
    return {
      id,
      kind: image ? ('image' as const) : ('audio' as const),
      // A clip's title is its name without the extension (as for an upload).
      name: image
        ? `${reference.mediaId.slice('site:'.length)}.${extension}`
        : `${reference.title}.${extension}`,
      alt: image ? reference.alt : reference.title,
      width: image ? reference.width : null,
      height: image ? reference.height : null,
      durationMs: image ? null : Math.round(reference.durationSeconds * 1000),
      // The shipped artwork is drawn to be cropped about its centre.
      focalX: (image ? reference.focal?.x : undefined) ?? FOCAL_CENTRE.x,
      focalY: (image ? reference.focal?.y : undefined) ?? FOCAL_CENTRE.y,
      bytes: Math.max(0, ...files.map((file) => sizes.get(file.url) ?? 0)),
      createdAt: options.now,
      updatedAt: options.now,
      createdBy: null,
      trashedAt: null,
      trashedBy: null,
    };
  });
  const fileRows = items.flatMap(({ id, files }) =>
    files.map((file) => ({
      hash: '',
      fileName: file.url.split('/').pop() ?? file.url,
      mediaId: id,
      contentType: file.contentType,
      format: file.format,
      width: file.width,
      bytes: sizes.get(file.url) ?? 0,
      data: null,
      shippedUrl: file.url,
    })),
  );
  await tx.insert(media).values(mediaRows);
  if (fileRows.length > 0) await tx.insert(mediaFiles).values(fileRows);

  // The references as the library answers them (made from the same rows, without reading them
  // back), so the seed is what `withCurrentMedia` shows.
  const references = new Map(
    mediaRows.flatMap((row, index) => {
      const shipped = items[index]!.reference;
      const current = referenceOf(
        toItem(
          row,
          fileRows.filter((file) => file.mediaId === row.id),
        ),
      );
      return current ? [[shipped.mediaId, current] as const] : [];
    }),
  );
  return {
    entries: entries.map((entry) => ({
      ...entry,
      data: replaceShipped(
        entry.data,
        (reference) => references.get(reference.mediaId) ?? null,
      ) as Record<string, unknown>,
    })),
    items: items.length,
  };
}

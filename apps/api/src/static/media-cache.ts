import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CachedMediaFile {
  path: string;
  size: number;
  contentType: string;
}

/** What the cache holds against its limit, and its lookups since the instance started. */
export interface MediaCacheStats {
  entries: number;
  bytes: number;
  limitBytes: number;
  hits: number;
  misses: number;
}

/**
 * This instance's copy of the hot media files on disk, at most `maxBytes`, the least recently
 * served leaving first. Files are named by their content hash, so a cached copy is never stale;
 * one that was deleted from the library is dropped with `forget`. The folder is emptied at start
 * (its index lives in memory), so nothing a previous run left is served.
 */
export class MediaCache {
  /** Map order is recency order: a hit moves the entry to the end. */
  private readonly entries = new Map<string, CachedMediaFile>();
  private readonly loading = new Map<string, Promise<CachedMediaFile | null>>();
  private used = 0;
  private hits = 0;
  private misses = 0;

  private constructor(
    private readonly dir: string,
    readonly maxBytes: number,
  ) {}

  static async open(dir: string, maxBytes: number): Promise<MediaCache> {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return new MediaCache(dir, maxBytes);
  }

  get size(): number {
    return this.used;
  }

  /** For the System Settings' Performance card: this instance's cache only. */
  stats(): MediaCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.used,
      limitBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
    };
  }

  get(key: string): CachedMediaFile | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * The cached file of `key`, loading it with `load` on a miss (once, however many requests ask
   * at the same time). Null when `load` finds nothing or the file is larger than the whole cache
   * (the caller then serves the bytes it has). A lookup that finds the file cached is a hit; any
   * other (loaded now, joined to a load under way, or no such file) is a miss.
   */
  async fetch(
    key: string,
    load: () => Promise<{ contentType: string; data: Uint8Array } | null>,
  ): Promise<CachedMediaFile | { contentType: string; data: Uint8Array } | null> {
    const hit = this.get(key);
    if (hit) {
      this.hits += 1;
      return hit;
    }
    this.misses += 1;
    const pending = this.loading.get(key);
    if (pending) return (await pending) ?? load();
    let loaded: { contentType: string; data: Uint8Array } | null = null;
    const promise = (async () => {
      loaded = await load();
      if (!loaded || loaded.data.length > this.maxBytes) return null;
      return this.put(key, loaded.contentType, loaded.data);
    })();
    this.loading.set(key, promise);
    try {
      return (await promise) ?? loaded;
    } finally {
      this.loading.delete(key);
    }
  }

  private async put(key: string, contentType: string, data: Uint8Array): Promise<CachedMediaFile> {
    const path = join(this.dir, key.replace(/\//g, '-'));
    // Written aside and renamed, so a reader never opens a half-written file.
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, path);
    const entry = { path, size: data.length, contentType };
    const previous = this.entries.get(key);
    if (previous) this.used -= previous.size;
    this.entries.set(key, entry);
    this.used += entry.size;
    await this.evict();
    return entry;
  }

  private async evict(): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(key);
      this.used -= entry.size;
      // An open stream keeps reading an unlinked file; the space returns when it closes.
      await unlink(entry.path).catch(() => undefined);
    }
  }

  /** Drops every file (when this instance may have missed news of deleted ones). */
  async clear(): Promise<void> {
    for (const key of [...this.entries.keys()]) await this.forget(key);
  }

  /** Drops a file that left the library (deleted or replaced). */
  async forget(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
    await unlink(entry.path).catch(() => undefined);
  }
}

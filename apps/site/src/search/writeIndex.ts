// Build step, after `react-router build`: writes the search index as a static JSON file beside
// the prerendered pages, so the header search fetches it only when a visitor uses it.
// Run as `tsx src/search/writeIndex.ts` from apps/site.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { siteSearchDocuments } from './documents';
import { SEARCH_INDEX_PATH } from './searchDocument';

export async function writeSearchIndex(clientDir: string): Promise<number> {
  const documents = siteSearchDocuments();
  await writeFile(join(clientDir, SEARCH_INDEX_PATH.slice(1)), `${JSON.stringify(documents)}\n`);
  return documents.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
  const count = await writeSearchIndex(clientDir);
  process.stdout.write(
    `search index: ${count} documents in ${join(clientDir, SEARCH_INDEX_PATH.slice(1))}\n`,
  );
}

import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../../scripts/pglite-template.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory the test servers copy (support/server.ts). */
    pgliteTemplate: string;
  }
}

/** Once per run: the migrated PGlite template, removed when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template.dir);
  return template.remove;
}

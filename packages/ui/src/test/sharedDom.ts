/**
 * The test options of a project whose files share one jsdom and one module graph per worker
 * instead of getting a fresh one each: most of the CPU of a jsdom test file was starting jsdom
 * and evaluating React, Radix and the styles again. `setup.ts` puts the jsdom back after each
 * file (`resetDom`) and fails a file that leaves behind what cannot be put back. A file that
 * mocks a module (`vi.mock`) must not be in such a project: the mock would reach later files.
 */
export const sharedDom = {
  isolate: false,
  provide: { sharedDom: true },
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the projects whose files share a jsdom (`sharedDom`). */
    sharedDom?: boolean;
  }
}

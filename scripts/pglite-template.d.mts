export declare function createPgliteTemplate(): Promise<{
  /** The data directory to copy. */
  dir: string;
  remove: () => Promise<void>;
}>;

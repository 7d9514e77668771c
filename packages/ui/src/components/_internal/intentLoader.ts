/**
 * Code a block loads once, on the first sign of a visitor's intent (pointer over, focus, touch, a
 * press), instead of with the page: `load()` imports it at most once (again after a failure), and
 * `loaded()` gives it synchronously once it is here, so a block mounted later renders it at once.
 * Each block passes its own `import('./Part')`, which the bundler splits into its own chunk.
 */
export function intentLoader<T>(importer: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  let current: T | undefined;
  return {
    load: (): Promise<T> =>
      (pending ??= importer().then(
        (value) => (current = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: (): T | undefined => current,
  };
}

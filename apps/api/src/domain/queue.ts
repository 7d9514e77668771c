/**
 * A queue that runs its tasks one at a time, in the order they were given: each starts when the
 * one before it has settled, whether that one succeeded or failed.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

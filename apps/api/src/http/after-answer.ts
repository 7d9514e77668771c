import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

// Keyed by the Node server, which every encapsulated Fastify context of one app shares.
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `work` once the answer has left, so its duration (which may depend on what the database
 * holds) cannot be read from the answer's timing. A failure is logged; the client has its answer.
 */
export function afterAnswer(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  work: () => Promise<void>,
): void {
  const server = reply.server.server;
  let tasks = pending.get(server);
  if (!tasks) pending.set(server, (tasks = new Set()));
  const task = (async () => {
    await reply;
    await work();
  })().catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'));
  tasks.add(task);
  void task.finally(() => tasks.delete(task));
}

/** Resolves once every work started by afterAnswer on this app has ended (close, tests). */
export async function workAfterAnswers(app: FastifyInstance): Promise<void> {
  const tasks = pending.get(app.server);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
}

import { startApiServer, type RunningServer } from '../../scripts/api-server.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export type { RunningServer };

/** Starts the built API (which serves the site and admin builds too) on a free port with its own data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startApiServer({ port: await freePort(), env, prefix: 'studio-e2e-' });
}

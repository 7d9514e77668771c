import { createServer } from 'node:net';
import { startApiServer, type RunningServer } from '../../scripts/api-server.mjs';

export type { RunningServer };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built API (which serves the site and admin builds too) on a free port with its own data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startApiServer({ port: await freePort(), env, prefix: 'studio-e2e-' });
}

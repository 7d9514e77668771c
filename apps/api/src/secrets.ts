import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';

/**
 * The JWT secret: JWT_SECRET when set; otherwise, in production as in development, a random one
 * generated on first start into DATA_DIR/jwt-secret (mode 0600, like the first super admin's
 * password file), so `npm start` runs as deployed without setup and sessions survive restarts.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret !== null) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(stored) >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const generated = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another instance sharing DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

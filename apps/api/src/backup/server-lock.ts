/**
 * The embedded database is one process's: a server on PGlite writes its process id into
 * DATA_DIR/server.pid while it holds DATA_DIR/db open, and the backup and restore commands read
 * it to refuse while that process lives (a file left by a crash names a dead process).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SERVER_PID_FILE = 'server.pid';

/** Marks `dataDir` as held by this process; answers the function that lets it go. */
export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, SERVER_PID_FILE);
  await writeFile(file, `${process.pid}\n`, { mode: 0o600 });
  return async () => {
    // Only this process's own mark: another server may have started on the folder since.
    const held = await readFile(file, 'utf8').catch(() => '');
    if (held.trim() === String(process.pid)) await rm(file, { force: true });
  };
}

/** The id of a live process other than this one that holds `dataDir`, else null. */
export async function serverHolding(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, SERVER_PID_FILE), 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process lives but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export function serverRunningMessage(dataDir: string, pid: number): string {
  return (
    `A server is running on ${dataDir} (process ${pid}) and holds its embedded database open. ` +
    'Download a backup from the admin (System Settings → Backup & Restore), or stop the server first.'
  );
}

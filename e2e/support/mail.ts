import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { watch } from 'node:fs';

async function findCode(folder: string, to: string): Promise<string | null> {
  let files: string[];
  try {
    // Only `*.json`: a mail is written to a `.<uuid>.tmp` first, half written meanwhile.
    files = (await readdir(folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
      to: string;
      text: string;
    };
    const code = /\b\d{6}\b/.exec(mail.text)?.[0];
    if (mail.to === to && code) return code;
  }
  return null;
}

/**
 * The newest code mailed to `to` from a server's outbox (the only 6-digit number in the text).
 * Account-dependent mails (reset codes) are written just after the answer: this looks again each
 * time something changes in the data directory, until the mail is there (at most 5 s). Usable in
 * hooks as in tests.
 */
export async function latestCode(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const early = await findCode(folder, to);
  if (early) return early;
  return new Promise<string>((resolve, reject) => {
    let looking = Promise.resolve();
    const done = (finish: () => void) => {
      clearTimeout(timer);
      watcher.close();
      finish();
    };
    const look = () => {
      looking = looking
        .then(async () => {
          const code = await findCode(folder, to);
          if (code) done(() => resolve(code));
        })
        // A failed look (the outbox emptied meanwhile, say) is retried on the next change.
        .catch(() => undefined);
    };
    // Watching starts before the second look, so a mail written in between is not missed.
    const watcher = watch(dataDir, { recursive: true }, look);
    const timer = setTimeout(
      () => done(() => reject(new Error(`No code mailed to ${to} in ${folder} within 5 s`))),
      5_000,
    );
    look();
  });
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

async function findCode(folder: string, to: string): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(folder)).sort().reverse();
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
 * Account-dependent mails (reset codes) are written just after the answer: this waits until the
 * mail is in the outbox (at most 5 s).
 */
export async function latestCode(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  let code: string | null = null;
  await expect
    .poll(async () => (code = await findCode(folder, to)), {
      timeout: 5_000,
      message: `No code mailed to ${to} in ${folder}`,
    })
    .not.toBeNull();
  return code!;
}

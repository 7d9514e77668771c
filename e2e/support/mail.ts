import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest code mailed to `to` from a server's outbox (the only 6-digit number in the text). */
export async function latestCode(dataDir: string, to: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder)).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
      to: string;
      text: string;
    };
    const code = /\b\d{6}\b/.exec(mail.text)?.[0];
    if (mail.to === to && code) return code;
  }
  throw new Error(`No code mailed to ${to} in ${folder}`);
}

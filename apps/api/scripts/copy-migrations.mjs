// The built server reads its SQL migrations from dist/drizzle, beside dist/server.js, and loads
// the plain-JavaScript worker modules (src/**/*.mjs, which tsc does not emit) beside its code.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../drizzle', import.meta.url));
const to = fileURLToPath(new URL('../dist/drizzle', import.meta.url));
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });

const src = fileURLToPath(new URL('../src', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));
for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.mjs')) cpSync(join(src, file), join(dist, file));
}

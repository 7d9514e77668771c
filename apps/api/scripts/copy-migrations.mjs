// The built server reads its SQL migrations from dist/drizzle, beside dist/server.js.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../drizzle', import.meta.url));
const to = fileURLToPath(new URL('../dist/drizzle', import.meta.url));
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });

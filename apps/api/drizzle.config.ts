import { defineConfig } from 'drizzle-kit';

// The schema is split by area (src/db/schema/*.ts) and its files import each other with `.js`
// specifiers, which drizzle-kit cannot resolve in TypeScript sources (drizzle-orm issues 849 and
// 1561): it reads the compiled folder, so run `npm run build -w apps/api` first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './dist/db/schema',
  out: './drizzle',
});

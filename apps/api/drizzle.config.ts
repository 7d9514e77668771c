import { defineConfig } from 'drizzle-kit';

// The schema is split by area; drizzle-kit reads every file of the folder (src/db/schema.ts only
// re-exports them for the app).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the schema: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/platform/db/schema/index.ts',
  out: './lib/server/platform/db/migrations',
});

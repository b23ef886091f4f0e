import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the schema: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
});

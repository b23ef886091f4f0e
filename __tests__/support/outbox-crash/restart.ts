// Run by outbox-crash.test.ts in a process of its own (tsx), as a restarted server: says what the
// outbox holds before anything runs, starts the shop as a server does (its jobs included), waits
// until no mail is left to send, and exits.
import { writeSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { startServer } from '@/lib/server/flows/start';

const unsent = async () =>
  rowsOf<{ n: number }>(
    await (
      await database()
    ).execute(sql`select count(*)::int as n from outgoing_mails where sent_at is null`),
  )[0]?.n ?? -1;

void (async () => {
  const before = await unsent();
  await startServer();
  const until = Date.now() + 30_000;
  while ((await unsent()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  writeSync(1, `${JSON.stringify({ unsentBefore: before, unsentAfter: await unsent() })}\n`);
  process.exit(0);
})();

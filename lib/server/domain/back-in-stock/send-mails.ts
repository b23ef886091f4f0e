import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { database, rowsOf } from '@/lib/server/platform/db';
import { colourNames, coloursInStock } from '@/lib/server/domain/catalog';
import { backInStockRequests } from './tables';
import { logger } from '../../platform/logger';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { backInStockMail } from './back-in-stock-mail';

/** Requests claimed per statement, so one sweep never holds many rows. */
const BATCH = 100;
/** A claim this old belongs to a server that stopped mid-send: the request is tried again. */
const CLAIM_LIFETIME_MS = 10 * 60_000;

interface Claimed {
  id: number;
  email: string;
  variantId: number;
}

/**
 * Claims waiting requests whose colour has stock. The colours come first: this module's waiting
 * rows name them, and the catalog says which are on sale again. Then one UPDATE … RETURNING claims
 * requests of those colours: the rows are locked as they are picked (SKIP LOCKED), and a row
 * another server claimed or answered meanwhile no longer matches, so several servers sweeping at
 * once never claim, and mail, the same request.
 */
async function claimDue(db: Database, now: Date, productCode: string | undefined): Promise<Claimed[]> {
  const r = backInStockRequests;
  const stale = new Date(now.getTime() - CLAIM_LIFETIME_MS);
  const waiting = sql`${r.notifiedAt} is null and (${r.claimedAt} is null or ${r.claimedAt} < ${stale})`;
  const waitingColours = await db.selectDistinct({ variantId: r.variantId }).from(r).where(waiting);
  const inStock = await coloursInStock(
    waitingColours.map((row) => row.variantId),
    productCode,
  );
  if (inStock.length === 0) return [];
  const result = await db.execute(sql`
    update ${r} set claimed_at = ${now}
    where ${waiting} and ${r.id} in (
      select due.id from ${r} as due
      where due.notified_at is null and (due.claimed_at is null or due.claimed_at < ${stale})
        and due.variant_id = any(${sql.param(inStock)}::integer[])
      order by due.id
      limit ${BATCH}
      for update of due skip locked)
    returning ${r.id} as "id", ${r.email} as "email", ${r.variantId} as "variantId"`);
  return rowsOf<Claimed>(result);
}

/**
 * Sends the back-in-stock mails that are due: every waiting request whose colour is on sale again,
 * or only those of one product when its stock changed. Each request is mailed once: its mail is
 * written to the outbox with the answer, and sent from there. Answers how many mails were queued.
 */
export async function sendBackInStockMails(
  options: { productCode?: string } = {},
  now = new Date(),
): Promise<number> {
  const db = await database();
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, now, options.productCode);
    if (claimed.length === 0) break;
    const colours = await colourNames(claimed.map((request) => request.variantId));
    for (const request of claimed) {
      const colour = colours.get(request.variantId);
      try {
        // the mail and "answered" in one transaction: the outbox sends it once
        await db.transaction(async (tx) => {
          if (colour) await queueMail(tx, backInStockMail({ to: request.email, ...colour }));
          await tx
            .update(backInStockRequests)
            .set({ notifiedAt: new Date() })
            .where(eq(backInStockRequests.id, request.id));
        });
        if (colour) sent += 1;
      } catch (error) {
        // The claim stays: a sweep tries the request again once the claim is stale.
        logger.error(
          { err: error, request: request.id },
          'a back-in-stock mail could not be queued; it will be tried again',
        );
      }
    }
    if (claimed.length < BATCH) break;
  }
  if (sent > 0) {
    deliverMailsSoon();
    logger.info({ sent, product: options.productCode }, 'back-in-stock mails queued');
  }
  return sent;
}

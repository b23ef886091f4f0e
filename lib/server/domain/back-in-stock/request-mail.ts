import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BACK_IN_STOCK_EMAIL_MESSAGE,
  BACK_IN_STOCK_REQUESTS_PER_HOUR,
  type backInStockCall,
} from '@/lib/contract/calls/back-in-stock';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { shopperOf, findUser } from '@/lib/server/domain/accounts';
import { colourStock } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { backInStockRequests } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { requestAddress } from '@/lib/server/platform/client-address';

type RequestInput = z.infer<typeof backInStockCall.input>;

let limiter: ReturnType<typeof createLimiter> | undefined;
const requestLimiter = () =>
  (limiter ??= createLimiter({
    keyPrefix: 'back-in-stock',
    points: BACK_IN_STOCK_REQUESTS_PER_HOUR,
    duration: 3600,
  }));

/**
 * POST /api/goods/backInStock ("Email me when it's back"): keeps a shopper's request for one mail
 * when a sold-out colour is on sale again. A signed-in shopper is written to at the account's
 * e-mail; a guest names one. Asking again is harmless (one row per e-mail and colour), and the
 * answer is the same whoever else asked, so the call tells nobody who is waiting for what.
 */
export async function requestBackInStockMail(
  input: RequestInput,
  context: CallContext,
): Promise<{ email: string }> {
  const db = await database();
  const shopper = await shopperOf(context);
  const account = shopper ? await findUser(db, shopper.userId) : undefined;
  const email = account?.email.toLowerCase() ?? input.email;
  if (!email) throw new InvalidInputError({ email: BACK_IN_STOCK_EMAIL_MESSAGE });

  const retryAfter = await spendAttempt(requestLimiter(), [
    `address:${requestAddress(context.request)}`,
    `email:${email}`,
  ]);
  if (retryAfter > 0) throw waitMessage(retryAfter, 'Too many requests for stock e-mails.');

  const variant = await colourStock(input.code, input.sku);
  if (!variant) throw new NotFoundError('The colour');
  if (variant.stock > 0) throw new RefusedError('This colour is in stock: you can order it now.');

  // A request still waiting stays as it is; one already answered waits for the next restock.
  await db
    .insert(backInStockRequests)
    .values({ variantId: variant.variantId, email, userId: account?.id ?? null })
    .onConflictDoUpdate({
      target: [backInStockRequests.variantId, backInStockRequests.email],
      set: { requestedAt: sql`excluded.requested_at`, claimedAt: null, notifiedAt: null },
      setWhere: sql`${backInStockRequests.notifiedAt} is not null`,
    });
  return { email };
}

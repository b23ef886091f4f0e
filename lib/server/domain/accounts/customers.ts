import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
  type Subquery,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerProfile, CustomerRow, customerListCall } from '@/lib/contract/calls/admin/customers';
import { NotFoundError } from '@/lib/contract/errors';
import { pageAnswer } from '@/lib/contract/fields';
import { database, escapeLike, type Database } from '@/lib/server/platform/db';
import { carriesTag, tagsOfRow } from './customer-notes';
import { users } from './tables';

// The operator console's customer list. Each row carries figures of other modules (paid orders,
// spending, the wallet's balance): they hand over subqueries written next to their own tables, so
// one statement can search, sort and page by them. Those modules stand above accounts
// (docs/architecture.md#layers): the console's customer view hands their subqueries in.

type ListInput = z.infer<typeof customerListCall.input>;
type Reader = Pick<Database, 'select'>;
type Figure = SQL.Aliased<number>;

/** The other modules' figures by customer: a subquery each, keyed by the customer's user id. */
export type CustomerFigures = (db: Reader) => {
  totals: Subquery & { userId: SQLWrapper; ordersCount: Figure; spentCents: Figure };
  balances: Subquery & { userId: SQLWrapper; balanceCents: Figure };
};

/** The figures every customer row shows, joined to the account in one query. */
function customerQuery(db: Reader, customerFigures: CustomerFigures) {
  const { totals, balances } = customerFigures(db);
  const figures = {
    ordersCount: sql<number>`coalesce(${totals.ordersCount}, 0)`.mapWith(Number),
    spentCents: sql<number>`coalesce(${totals.spentCents}, 0)`.mapWith(Number),
    walletBalanceCents: sql<number>`coalesce(${balances.balanceCents}, 0)`.mapWith(Number),
  };
  const query = db
    .select({ user: users, tags: tagsOfRow, ...figures })
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .leftJoin(balances, eq(balances.userId, users.id));
  return { query, figures };
}

type Found = {
  user: typeof users.$inferSelect;
  ordersCount: number;
  spentCents: number;
  walletBalanceCents: number;
  tags: string[];
};

function toCustomerRow(found: Found): CustomerRow {
  const { user } = found;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    joinedAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    ordersCount: found.ordersCount,
    spentCents: found.spentCents,
    walletBalanceCents: found.walletBalanceCents,
    blocked: user.blockedAt !== null,
    guestCheckoutOf: user.guestOfUserId,
    tags: found.tags,
  };
}

/** POST /api/admin/customers/list: search, filter, sort and one page, counted on the server. */
export async function listCustomers(input: ListInput, customerFigures: CustomerFigures) {
  const db = await database();
  const where: SQL[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
    const matches = or(ilike(users.email, pattern), ilike(name, pattern));
    if (matches) where.push(matches);
  }
  if (input.blocked !== undefined)
    where.push(input.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
  if (input.tag) where.push(carriesTag(input.tag));
  const condition = where.length ? and(...where) : undefined;

  const { query, figures } = customerQuery(db, customerFigures);
  const direction = input.direction === 'asc' ? asc : desc;
  const sortBy = {
    joined: [direction(users.createdAt)],
    // never-seen accounts go last either way
    lastSeen: [sql`${users.lastSeenAt} ${sql.raw(input.direction)} nulls last`],
    orders: [direction(figures.ordersCount)],
    spent: [direction(figures.spentCents)],
  }[input.sort];
  const [rows, [counted]] = await Promise.all([
    query
      .where(condition)
      .orderBy(...sortBy, direction(users.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  const total = counted?.total ?? 0;
  return pageAnswer(rows.map(toCustomerRow), total, input);
}

/** One customer as the console's customer page heads it; 404 for an unknown id. */
export async function customerProfile(
  db: Reader,
  userId: number,
  customerFigures: CustomerFigures,
): Promise<CustomerProfile> {
  const [found] = await customerQuery(db, customerFigures).query.where(eq(users.id, userId)).limit(1);
  if (!found) throw new NotFoundError('The customer');
  const { user } = found;
  return {
    ...toCustomerRow(found),
    phone: user.phone ? `+${user.phoneCode ?? ''} ${user.phone}`.trim() : '',
    countryCode: user.countryCode ?? '',
    hasPassword: user.passwordHash !== null,
    blockedAt: user.blockedAt?.toISOString() ?? null,
    blockedReason: user.blockedReason,
  };
}

/**
 * The console header's search (docs/operating.md#console-search): the newest accounts whose e-mail
 * or name holds the text, at most `limit`.
 */
export async function findCustomers(
  text: string,
  limit: number,
): Promise<{ id: number; email: string; name: string }[]> {
  const db = await database();
  const pattern = `%${escapeLike(text)}%`;
  const name = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
  return db
    .select({ id: users.id, email: users.email, name })
    .from(users)
    .where(or(ilike(users.email, pattern), sql`${name} ilike ${pattern}`))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

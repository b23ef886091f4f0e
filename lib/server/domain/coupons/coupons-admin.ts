import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminCoupon,
  adminCouponCreateCall,
  adminCouponListCall,
  adminCouponUpdateCall,
} from '@/lib/contract/calls/admin/coupons';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import { pageAnswer } from '@/lib/contract/fields';
import { describeCoupon } from '@/lib/shop/coupon-description';
import { couponAdminState, couponDraftProblems, type CouponKind } from '@/lib/shop/coupon-rules';
import { productNamesById } from '@/lib/server/domain/catalog';
import { lensOptionNamesById } from '@/lib/server/domain/lens-options';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, escapeLike, type Database } from '@/lib/server/platform/db';
import { coverageNames, coverageOf, coverageWithNames } from './coupon-coverage-names';
import type { CouponRow } from './coupon-view';
import { coupons, userCoupons } from './tables';

// The console's coupons. Each change is one transaction with its audit line. The limits themselves
// are enforced where shoppers take and use coupons (coupon-claims.ts, checkout-coupon.ts).

type ListInput = z.infer<typeof adminCouponListCall.input>;
type CreateInput = z.infer<typeof adminCouponCreateCall.input>;
type UpdateInput = z.infer<typeof adminCouponUpdateCall.input>;
type Fields = Omit<UpdateInput, 'id'>;

/** The claims and uses of each coupon, as a subquery the list joins. */
function claimFigures(db: Pick<Database, 'select'>) {
  return db
    .select({
      couponId: userCoupons.couponId,
      claims: sql<number>`count(*)`.mapWith(Number).as('claims'),
      used: sql<number>`count(${userCoupons.usedAt})`.mapWith(Number).as('used'),
    })
    .from(userCoupons)
    .groupBy(userCoupons.couponId)
    .as('claim_figures');
}

export function toAdminCoupon(
  row: CouponRow,
  figures: { claims: number; used: number },
  now: Date,
  names: readonly string[] = [],
): AdminCoupon {
  const kind = row.kind as CouponKind;
  const coverage = coverageOf(row, names);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind,
    value: row.value,
    discount: describeCoupon({ kind, value: row.value }, coverage),
    minSpendCents: row.minSpendCents,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    claimable: row.claimable,
    validDays: row.validDays,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    scope: coverage.scope,
    scopeIds: [...row.scopeIds],
    scopeCategories: [...row.scopeCategories],
    scopeNames: [...names],
    freeShipping: row.freeShipping,
    offerRule: coverage.offerRule,
    active: row.active,
    state: couponAdminState(row, now),
    claims: figures.claims,
    used: figures.used,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function figuresOf(db: Pick<Database, 'select'>, couponId: number) {
  const [row] = await db
    .select({ claims: count(), used: count(userCoupons.usedAt) })
    .from(userCoupons)
    .where(eq(userCoupons.couponId, couponId));
  return { claims: row?.claims ?? 0, used: row?.used ?? 0 };
}

function stateWhere(state: ListInput['state'], now: Date): SQL | undefined {
  switch (state) {
    case 'active':
      return and(eq(coupons.active, true), gt(coupons.endsAt, now));
    case 'paused':
      return and(eq(coupons.active, false), gt(coupons.endsAt, now));
    case 'ended':
      return lte(coupons.endsAt, now);
    case undefined:
      return undefined;
  }
}

/** POST /api/admin/coupons/list. */
export async function listCouponsForConsole(input: ListInput, now = new Date()) {
  const db = await database();
  const where: SQL[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    const matches = or(ilike(coupons.code, pattern), ilike(coupons.title, pattern));
    if (matches) where.push(matches);
  }
  const state = stateWhere(input.state, now);
  if (state) where.push(state);
  const figures = claimFigures(db);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ coupon: coupons, claims: figures.claims, used: figures.used })
      .from(coupons)
      .leftJoin(figures, eq(figures.couponId, coupons.id))
      .where(and(...where))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(coupons)
      .where(and(...where)),
  ]);
  const names = await coverageNames(
    db,
    rows.map((row) => row.coupon),
  );
  const list = rows.map((row) =>
    toAdminCoupon(
      row.coupon,
      { claims: row.claims ?? 0, used: row.used ?? 0 },
      now,
      names.get(row.coupon.id),
    ),
  );
  return pageAnswer(list, counted?.total ?? 0, input);
}

function columnsOf(input: Fields) {
  return {
    title: input.title,
    kind: input.kind,
    value: input.value,
    minSpendCents: input.minSpendCents,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    claimable: input.claimable,
    validDays: input.validDays,
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    // only the list the scope reads is kept, so a coupon never holds ids it does not use
    scope: input.scope,
    scopeIds:
      input.scope === 'products' || input.scope === 'lens_options' ? [...new Set(input.scopeIds)] : [],
    scopeCategories: input.scope === 'categories' ? [...new Set(input.scopeCategories)] : [],
    freeShipping: input.freeShipping,
    offerRule: input.offerRule,
  };
}

type Columns = ReturnType<typeof columnsOf>;

function refuseProblems(columns: Columns) {
  const problems = couponDraftProblems({ ...columns, coverage: coverageOf(columns) });
  if (problems.length > 0)
    throw new InvalidInputError(
      Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
    );
}

/** A 422 on scopeIds naming the ids that are no product or lens option. */
async function refuseUnknownIds(db: Pick<Database, 'select'>, columns: Columns) {
  if (columns.scopeIds.length === 0) return;
  const known =
    columns.scope === 'products'
      ? await productNamesById(db, columns.scopeIds)
      : await lensOptionNamesById(db, columns.scopeIds);
  const unknown = columns.scopeIds.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const what = columns.scope === 'products' ? 'product' : 'lens option';
  throw new InvalidInputError({
    scopeIds: `There is no ${what} with the id ${unknown.join(', ')}.`,
  });
}

const codeTaken = (code: string) =>
  new InvalidInputError({ code: `The code ${code} is taken: choose another.` });

/** The coupon as the audit log keeps it. */
const audited = (row: CouponRow) => {
  const { id: _id, createdAt: _created, ...rest } = row;
  return rest;
};

/** POST /api/admin/coupons/create. */
export async function createCoupon(
  input: CreateInput,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCoupon> {
  const columns = columnsOf(input);
  refuseProblems(columns);
  const db = await database();
  await refuseUnknownIds(db, columns);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, input.code));
    if (taken) throw codeTaken(input.code);
    const [row] = await tx
      .insert(coupons)
      .values({ code: input.code, ...columns, active: true })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    // two operators creating the same code at once: the unique key decides
    if (!row) throw codeTaken(input.code);
    await recordAction(tx, actor, {
      action: 'coupon.create',
      objectType: 'coupon',
      objectId: row.code,
      summary: `Created the coupon ${row.code}: ${describeCoupon({ kind: input.kind, value: row.value }, coverageOf(row))}`,
      after: audited(row),
    });
    return toAdminCoupon(row, { claims: 0, used: 0 }, now, (await coverageWithNames(tx, row)).scopeNames);
  });
}

async function lockedCoupon(tx: Database, id: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw new NotFoundError('The coupon');
  return row;
}

/** POST /api/admin/coupons/update. */
export async function updateCoupon(
  input: UpdateInput,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCoupon> {
  const columns = columnsOf(input);
  refuseProblems(columns);
  const db = await database();
  await refuseUnknownIds(db, columns);
  return db.transaction(async (tx) => {
    const before = await lockedCoupon(tx, input.id);
    const [after] = await tx.update(coupons).set(columns).where(eq(coupons.id, input.id)).returning();
    if (!after) throw new NotFoundError('The coupon');
    await recordAction(tx, actor, {
      action: 'coupon.update',
      objectType: 'coupon',
      objectId: after.code,
      summary: `Changed the coupon ${after.code}`,
      before: audited(before),
      after: audited(after),
    });
    return toAdminCoupon(
      after,
      await figuresOf(tx, after.id),
      now,
      (await coverageWithNames(tx, after)).scopeNames,
    );
  });
}

/** POST /api/admin/coupons/pause: paused or resumed. */
export async function pauseCoupon(
  input: { id: number; paused: boolean },
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCoupon> {
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await lockedCoupon(tx, input.id);
    const names = (await coverageWithNames(tx, before)).scopeNames;
    if (before.active === !input.paused)
      return toAdminCoupon(before, await figuresOf(tx, before.id), now, names);
    const [after] = await tx
      .update(coupons)
      .set({ active: !input.paused })
      .where(eq(coupons.id, input.id))
      .returning();
    if (!after) throw new NotFoundError('The coupon');
    await recordAction(tx, actor, {
      action: input.paused ? 'coupon.pause' : 'coupon.resume',
      objectType: 'coupon',
      objectId: after.code,
      summary: `${input.paused ? 'Paused' : 'Resumed'} the coupon ${after.code}`,
      before: { active: before.active },
      after: { active: after.active },
    });
    return toAdminCoupon(after, await figuresOf(tx, after.id), now, names);
  });
}

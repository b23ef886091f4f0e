import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CustomerNote } from '@/lib/contract/calls/admin/customer-notes';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { CUSTOMER_TAGS_MAX, tagKey } from '@/lib/shop/customer-tags';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { customerNotes, customerTags, users } from './tables';

// The staff's notes and labels on a customer (docs/operating.md#customer-notes). Only the console
// reads them; nothing a shopper is answered selects these tables. Each change is in the audit log.

type Reader = Pick<Database, 'select'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface NotesAndTags {
  notes: CustomerNote[];
  tags: string[];
}

/** A customer's notes, oldest first. */
export async function customerNotesOf(db: Reader, userId: number): Promise<CustomerNote[]> {
  const rows = await db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.userId, userId))
    .orderBy(asc(customerNotes.at), asc(customerNotes.id));
  return rows.map((row) => ({ body: row.body, by: row.author, at: row.at.toISOString() }));
}

/** A customer's labels, by name in any case. */
async function customerTagsOf(db: Reader, userId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: customerTags.tag })
    .from(customerTags)
    .where(eq(customerTags.userId, userId))
    .orderBy(sql`lower(${customerTags.tag})`);
  return rows.map((row) => row.tag);
}

/** Every label in use, by name, with how many customers carry it: the list's filter offers them. */
export async function customerTagsInUse(): Promise<{ tag: string; customers: number }[]> {
  const db = await database();
  const rows = await db
    .select({ tag: sql<string>`min(${customerTags.tag})`, customers: count() })
    .from(customerTags)
    .groupBy(sql`lower(${customerTags.tag})`)
    .orderBy(sql`lower(${customerTags.tag})`);
  return rows.map((row) => ({ tag: row.tag, customers: Number(row.customers) }));
}

/** The customer, locked while their notes or labels change; 404 for an unknown id. */
async function lockedCustomer(tx: Transaction, id: number) {
  const [customer] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!customer) throw new NotFoundError('The customer');
  return customer;
}

async function answer(db: Reader, userId: number): Promise<NotesAndTags> {
  const [notes, tags] = [await customerNotesOf(db, userId), await customerTagsOf(db, userId)];
  return { notes, tags };
}

/** POST /api/admin/customers/addNote: kept with who wrote it and when. */
export async function addCustomerNote(
  input: { id: number; body: string },
  actor: AuditActor,
): Promise<NotesAndTags> {
  const db = await database();
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, input.id);
    const [note] = await tx
      .insert(customerNotes)
      .values({ userId: customer.id, staffId: actor.staffId, author: actor.email, body: input.body })
      .returning({ id: customerNotes.id });
    await recordAction(tx, actor, {
      action: 'customer.note',
      objectType: 'customer',
      objectId: customer.email,
      summary: 'Added an internal note',
      after: { note: note?.id, body: input.body },
    });
    return answer(tx, customer.id);
  });
}

/** POST /api/admin/customers/addTag: a label the customer has, in any case, changes nothing. */
export async function addCustomerTag(
  input: { id: number; tag: string },
  actor: AuditActor,
): Promise<NotesAndTags> {
  const db = await database();
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, input.id);
    const tags = await customerTagsOf(tx, customer.id);
    if (tags.some((tag) => tagKey(tag) === tagKey(input.tag))) return answer(tx, customer.id);
    if (tags.length >= CUSTOMER_TAGS_MAX)
      throw new RefusedError(`A customer carries at most ${CUSTOMER_TAGS_MAX} labels: take one off first.`);
    await tx.insert(customerTags).values({ userId: customer.id, tag: input.tag });
    await recordAction(tx, actor, {
      action: 'customer.tag',
      objectType: 'customer',
      objectId: customer.email,
      summary: `Labelled "${input.tag}"`,
      before: { tags },
      after: { tags: [...tags, input.tag] },
    });
    return answer(tx, customer.id);
  });
}

/** POST /api/admin/customers/removeTag: one the customer does not have changes nothing. */
export async function removeCustomerTag(
  input: { id: number; tag: string },
  actor: AuditActor,
): Promise<NotesAndTags> {
  const db = await database();
  return db.transaction(async (tx) => {
    const customer = await lockedCustomer(tx, input.id);
    const tags = await customerTagsOf(tx, customer.id);
    const gone = await tx
      .delete(customerTags)
      .where(
        and(eq(customerTags.userId, customer.id), sql`lower(${customerTags.tag}) = ${tagKey(input.tag)}`),
      )
      .returning({ tag: customerTags.tag });
    if (gone.length > 0)
      await recordAction(tx, actor, {
        action: 'customer.untag',
        objectType: 'customer',
        objectId: customer.email,
        summary: `Took off the label "${gone[0]?.tag ?? input.tag}"`,
        before: { tags },
        after: { tags: tags.filter((tag) => tagKey(tag) !== tagKey(input.tag)) },
      });
    return answer(tx, customer.id);
  });
}

/** The condition of the customer list's label filter: the account carries the label, any case. */
export function carriesTag(tag: string) {
  return sql`exists (select 1 from ${customerTags} where ${customerTags.userId} = ${users.id} and lower(${customerTags.tag}) = ${tagKey(tag)})`;
}

/** Each row's labels, by name: one array per account, in the list's one statement. */
export const tagsOfRow = sql<
  string[]
>`coalesce((select array_agg(${customerTags.tag} order by lower(${customerTags.tag})) from ${customerTags} where ${customerTags.userId} = ${users.id}), '{}')`;

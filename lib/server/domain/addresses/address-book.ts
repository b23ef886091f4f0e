import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADDRESSES_MAX, type Address, type AddressSaveInput } from '@/lib/contract/calls/address';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { addresses } from './tables';
import { checkAddressPlace, countryNames } from './address-place';
import { toAddress, type AddressRow } from './address-shape';

// /api/address/* (docs/product.md#calls): a signed-in shopper's address book. Every query is scoped
// by the owner, so another account's address id is simply not found
// (docs/architecture.md#api-envelope: 404, never "not yours").

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory lock class of address-book changes, taken per account. */
const ADDRESS_BOOK_LOCK = 0x0add;

/**
 * One account's address-book changes take turns: the "one default per account" index and the
 * 20-address cap are then decided on a book nobody else is changing.
 */
async function lockAddressBook(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`);
}

const mine = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** The default first, then the newest. */
export async function listAddresses(userId: number): Promise<{ list: Address[] }> {
  const db = await database();
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)),
    countryNames(),
  ]);
  return { list: rows.map((row) => toAddress(row, names)) };
}

export async function addressInfo(userId: number, id: number): Promise<Address> {
  const db = await database();
  const [row] = await db.select().from(addresses).where(mine(userId, id)).limit(1);
  if (!row) throw new NotFoundError('The address');
  return toAddress(row, await countryNames());
}

/** Adds an address, or changes the caller's own address `input.id`. */
export async function saveAddress(userId: number, input: AddressSaveInput): Promise<Address> {
  const place = await checkAddressPlace(input);
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    countryCode: input.countryCode,
    province: place.province || null,
    city: input.city,
    line1: input.line1,
    line2: input.line2 || null,
    postcode: input.postcode,
    phoneCode: input.phoneCode,
    phone: input.phone,
  };
  const db = await database();
  const row = await db.transaction(async (tx): Promise<AddressRow> => {
    await lockAddressBook(tx, userId);
    const [existing] =
      input.id === undefined ? [] : await tx.select().from(addresses).where(mine(userId, input.id)).limit(1);
    if (input.id !== undefined && !existing) throw new NotFoundError('The address');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (!existing && total >= ADDRESSES_MAX) {
      throw new RefusedError(
        `You can keep up to ${ADDRESSES_MAX} addresses. Delete one you no longer use to add another.`,
      );
    }
    // The first address is the default; a default stays the default until another takes over.
    const isDefault = input.isDefault === true || total === 0 || existing?.isDefault === true;
    if (isDefault && !existing?.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const [saved] = existing
      ? await tx
          .update(addresses)
          .set({ ...fields, isDefault, updatedAt: new Date() })
          .where(mine(userId, existing.id))
          .returning()
      : await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault })
          .returning();
    if (!saved) throw new Error('address save returned no row');
    return saved;
  });
  return toAddress(row, new Map([[row.countryCode, place.countryName]]));
}

/** Deletes the caller's address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(userId: number, id: number): Promise<{ deleted: true }> {
  const db = await database();
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(mine(userId, id))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw new NotFoundError('The address');
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) {
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(addresses.id, newest.id));
    }
  });
  return { deleted: true };
}

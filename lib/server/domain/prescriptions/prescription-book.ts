import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PRESCRIPTIONS_MAX,
  type Prescription,
  type PrescriptionSaveInput,
} from '@/lib/contract/calls/prescription';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { PrescriptionDetails } from '@/lib/shop/prescription-details';
import { detailsWithExpiry, prescriptionToday } from '@/lib/shop/prescription-kept-details';
import {
  hasEyeValues,
  PRESCRIPTION_RECORD_MESSAGES,
  type PrescriptionValues,
} from '@/lib/shop/prescription-record';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { prescriptions } from './tables';
import { logger } from '../../platform/logger';
import { readPrescriptionPhoto, storePrescriptionPhoto } from './prescription-photo';
import {
  columnsOf,
  detailColumnsOf,
  detailsOf,
  toPrescription,
  valuesOf,
  type PrescriptionRow,
  type ReadRules,
} from './prescription-shape';
import { serverConfig } from '@/lib/server/platform/config';
import { discardPrivateFile } from '@/lib/server/platform/uploads';

// /api/prescription/*: a signed-in shopper's saved prescriptions. Every query is scoped by
// the owner (docs/product.md#privacy), so another account's id is simply not found (404).

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Advisory lock class of prescription changes, taken per account (the 20-prescription cap). */
const PRESCRIPTION_BOOK_LOCK = 0x0e5e;

const mine = (userId: number, id: number) => and(eq(prescriptions.userId, userId), eq(prescriptions.id, id));

const notFound = () => new NotFoundError('The prescription');

/** Today by the server's clock, and the shop's validity setting (docs/product.md#prescription-details). */
export function readRules(now = new Date()): ReadRules {
  return { today: prescriptionToday(now), validYears: serverConfig().PRESCRIPTION_VALID_YEARS };
}

/** The most recently changed first. */
export async function listPrescriptions(userId: number): Promise<{ list: Prescription[] }> {
  const db = await database();
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.userId, userId))
    .orderBy(desc(prescriptions.updatedAt), desc(prescriptions.id));
  const rules = readRules();
  return { list: rows.map((row) => toPrescription(row, rules)) };
}

export async function prescriptionInfo(userId: number, id: number): Promise<Prescription> {
  return toPrescription(await ownPrescriptionRow(userId, id), readRules());
}

/**
 * A saved prescription for the lens flow: its typed values (hundredths / tenths), its details (the
 * expiry stated or by the shop's default; the near PD only when stated: nearPdOf works it out) and
 * its photo's storage key. Another account's prescription is not found, as an unknown one.
 */
export async function prescriptionForLenses(
  userId: number,
  id: number,
): Promise<{ values: PrescriptionValues; details: PrescriptionDetails; imageKey: string | null }> {
  const row = await ownPrescriptionRow(userId, id);
  return {
    values: valuesOf(row),
    details: detailsWithExpiry(detailsOf(row), readRules().validYears),
    imageKey: row.imageKey,
  };
}

/** The caller's own stored prescription; another account's is not found, as an unknown one. */
export async function ownPrescriptionRow(userId: number, id: number): Promise<PrescriptionRow> {
  const db = await database();
  const [row] = await db.select().from(prescriptions).where(mine(userId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The names of the owner's saved prescriptions among `ids` (the cart and orders say which one
 * their lenses were made to). Ids of another account are simply left out.
 */
export async function savedPrescriptionNames(
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await database();
  const rows = await db
    .select({ id: prescriptions.id, name: prescriptions.name })
    .from(prescriptions)
    .where(and(eq(prescriptions.userId, userId), inArray(prescriptions.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Saves typed values and/or a photo; with `input.id`, changes the caller's own prescription. The
 * photo (counted against the caller's network `address`) is stored before the row (it may be refused, 422 on `file`) and removed again if the row
 * cannot be written; a replaced photo is removed once the change is in.
 */
export async function savePrescription(
  userId: number,
  input: PrescriptionSaveInput,
  address: string,
): Promise<Prescription> {
  const typed = hasEyeValues(input.values);
  // A new prescription without values or photo is refused before any upload is processed.
  if (input.id === undefined && !typed && !input.file) {
    throw new InvalidInputError({ od_sph: PRESCRIPTION_RECORD_MESSAGES.valuesOrPhoto });
  }
  const newPhoto = input.file ? await storePrescriptionPhoto(input.file, address) : null;
  const db = await database();
  let saved: { row: PrescriptionRow; replacedPhoto: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PRESCRIPTION_BOOK_LOCK}, ${userId})`);
      const existing = input.id === undefined ? undefined : await ownRow(tx, userId, input.id);
      if (!existing) await refuseWhenFull(tx, userId);
      const imageKey = newPhoto ?? (input.removeImage ? null : (existing?.imageKey ?? null));
      if (!typed && imageKey === null) {
        throw new InvalidInputError({ od_sph: PRESCRIPTION_RECORD_MESSAGES.valuesOrPhoto });
      }
      const fields = {
        name: input.name,
        ...columnsOf(input.values),
        ...detailColumnsOf(input.details),
        imageKey,
      };
      const [row] = existing
        ? await tx
            .update(prescriptions)
            .set({ ...fields, updatedAt: new Date() })
            .where(mine(userId, existing.id))
            .returning()
        : await tx
            .insert(prescriptions)
            .values({ ...fields, userId })
            .returning();
      if (!row) throw new Error('prescription save returned no row');
      const previous = existing?.imageKey ?? null;
      return { row, replacedPhoto: previous !== null && previous !== imageKey ? previous : null };
    });
  } catch (error) {
    if (newPhoto) await discardPrivateFile(newPhoto);
    throw error;
  }
  if (saved.replacedPhoto) await discardPrivateFile(saved.replacedPhoto);
  return toPrescription(saved.row, readRules());
}

async function ownRow(tx: Transaction, userId: number, id: number): Promise<PrescriptionRow> {
  const [row] = await tx.select().from(prescriptions).where(mine(userId, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function refuseWhenFull(tx: Transaction, userId: number): Promise<void> {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(prescriptions)
    .where(eq(prescriptions.userId, userId));
  if (total >= PRESCRIPTIONS_MAX) {
    throw new RefusedError(
      `You can keep up to ${PRESCRIPTIONS_MAX} prescriptions. Delete one you no longer use to save another.`,
    );
  }
}

/** Deletes the caller's prescription and its photo. */
export async function deletePrescription(userId: number, id: number): Promise<{ deleted: true }> {
  const db = await database();
  const [deleted] = await db
    .delete(prescriptions)
    .where(mine(userId, id))
    .returning({ imageKey: prescriptions.imageKey });
  if (!deleted) throw notFound();
  if (deleted.imageKey) await discardPrivateFile(deleted.imageKey);
  return { deleted: true };
}

/** The stored photo of the caller's prescription; 404 when there is none. */
export async function prescriptionPhoto(userId: number, id: number): Promise<Buffer> {
  const db = await database();
  const [row] = await db
    .select({ imageKey: prescriptions.imageKey })
    .from(prescriptions)
    .where(mine(userId, id))
    .limit(1);
  if (!row?.imageKey) throw notFound();
  const photo = await readPrescriptionPhoto(row.imageKey);
  if (!photo) {
    logger.error({ prescriptionId: id }, 'a prescription photo is missing from storage');
    throw notFound();
  }
  return photo;
}

/**
 * The console's customer page (docs/operating.md#customer-notes): the account's saved prescriptions
 * by name only, the most recently changed first. The values are read with prescriptionInfo, which
 * the console audits.
 */
export async function savedPrescriptionRows(
  userId: number,
): Promise<{ id: number; name: string; hasImage: boolean; updatedAt: string }[]> {
  const db = await database();
  const rows = await db
    .select({
      id: prescriptions.id,
      name: prescriptions.name,
      imageKey: prescriptions.imageKey,
      updatedAt: prescriptions.updatedAt,
    })
    .from(prescriptions)
    .where(eq(prescriptions.userId, userId))
    .orderBy(desc(prescriptions.updatedAt), desc(prescriptions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hasImage: row.imageKey !== null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPhotoWallEntry, contentPhotoWallSaveCall } from '@/lib/contract/calls/admin/content';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { productIdByCode } from '@/lib/server/domain/catalog';
import { database, type Database } from '@/lib/server/platform/db';
import { discardImage, stemOfPath, storeImage } from '@/lib/server/platform/images';
import { mediaUrl } from '../../platform/media-url';
import { writeOrder } from './content-order';
import { photoWallEntries } from './tables';

// The console's photo wall: shoppers' photos wearing their frames. The photo_wall_entries trigger
// sends the 'home' notice (migration 0010).

type Draft = z.infer<typeof contentPhotoWallSaveCall.input>;
type EntryRow = typeof photoWallEntries.$inferSelect;

export const PHOTO_REQUIRED = 'Choose the photo.';
export const UNKNOWN_PRODUCT = 'No product has this code.';

function toAdminEntry(row: EntryRow): AdminPhotoWallEntry {
  return {
    id: row.id,
    author: row.author,
    caption: row.caption,
    story: row.story,
    image: { url: mediaUrl(row.imagePath), alt: row.imageAlt, uploaded: stemOfPath(row.imagePath) !== null },
    productCode: row.productCode,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
  };
}

const logged = (row: EntryRow) => ({
  author: row.author,
  caption: row.caption,
  story: row.story,
  image: row.imagePath,
  imageAlt: row.imageAlt,
  productCode: row.productCode,
});

async function allEntries(db: Pick<Database, 'select'>) {
  const rows = await db
    .select()
    .from(photoWallEntries)
    .orderBy(asc(photoWallEntries.sort), asc(photoWallEntries.id));
  return { list: rows.map(toAdminEntry) };
}

/** POST /api/admin/content/photoWall */
export async function adminPhotoWall() {
  return allEntries(await database());
}

/** POST /api/admin/content/photoWallSave: a new entry (first on the wall) or a change to one. */
export async function savePhotoWallEntry(draft: Draft, actor: AuditActor): Promise<AdminPhotoWallEntry> {
  if (draft.id === undefined && !draft.file) throw new InvalidInputError({ file: PHOTO_REQUIRED });
  const db = await database();
  if (draft.productCode !== null && (await productIdByCode(db, draft.productCode)) === null)
    throw new InvalidInputError({ productCode: UNKNOWN_PRODUCT });
  const image = draft.file
    ? await storeImage(new Uint8Array(await draft.file.arrayBuffer()), 'photo-wall')
    : null;
  const fields = {
    author: draft.author,
    caption: draft.caption,
    story: draft.story,
    imageAlt: draft.imageAlt,
    productCode: draft.productCode,
    ...(image ? { imagePath: image.path, imageWidths: image.widths } : {}),
  };
  const row = await db.transaction(async (tx) => {
    if (draft.id === undefined) {
      if (!image) throw new InvalidInputError({ file: PHOTO_REQUIRED });
      // The newest photo leads the wall.
      const [first] = await tx
        .select({ sort: sql<number>`coalesce(min(${photoWallEntries.sort}), 1) - 1`.mapWith(Number) })
        .from(photoWallEntries);
      const [created] = await tx
        .insert(photoWallEntries)
        .values({ ...fields, imagePath: image.path, sort: first?.sort ?? 0 })
        .returning();
      if (!created) throw new Error('the photo was not stored');
      await recordAction(tx, actor, {
        action: 'photoWall.create',
        objectType: 'photoWall',
        objectId: created.id,
        summary: `Put ${created.author}’s photo on the wall`,
        after: logged(created),
      });
      return created;
    }
    const [before] = await tx
      .select()
      .from(photoWallEntries)
      .where(eq(photoWallEntries.id, draft.id))
      .for('update');
    if (!before) throw new NotFoundError('The photo');
    const [after] = await tx
      .update(photoWallEntries)
      .set(fields)
      .where(eq(photoWallEntries.id, draft.id))
      .returning();
    if (!after) throw new NotFoundError('The photo');
    const replaced = image ? stemOfPath(before.imagePath) : null;
    if (replaced) await discardImage(tx, replaced);
    await recordAction(tx, actor, {
      action: 'photoWall.update',
      objectType: 'photoWall',
      objectId: after.id,
      summary: `Changed ${after.author}’s photo`,
      before: logged(before),
      after: logged(after),
    });
    return after;
  });
  return toAdminEntry(row);
}

/** POST /api/admin/content/photoWallDelete */
export async function deletePhotoWallEntry(
  input: { id: number },
  actor: AuditActor,
): Promise<{ id: number }> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(photoWallEntries).where(eq(photoWallEntries.id, input.id)).returning();
    if (!gone) throw new NotFoundError('The photo');
    const stem = stemOfPath(gone.imagePath);
    if (stem) await discardImage(tx, stem);
    await recordAction(tx, actor, {
      action: 'photoWall.delete',
      objectType: 'photoWall',
      objectId: gone.id,
      summary: `Took ${gone.author}’s photo off the wall`,
      before: logged(gone),
    });
  });
  return { id: input.id };
}

/** POST /api/admin/content/photoWallOrder */
export async function orderPhotoWall(input: { ids: number[] }, actor: AuditActor) {
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await writeOrder(tx, photoWallEntries, input.ids);
    await recordAction(tx, actor, {
      action: 'photoWall.order',
      objectType: 'photoWall',
      objectId: 'all',
      summary: 'Put the photo wall in a new order',
      before,
      after: input.ids,
    });
    return allEntries(tx);
  });
}

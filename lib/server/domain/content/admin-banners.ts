import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBanner, bannerDraftSchema } from '@/lib/contract/calls/admin/content';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import { bannerShowing } from '@/lib/shop/banner-schedule';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { discardImage, stemOfPath, storeImage } from '@/lib/server/platform/images';
import { mediaUrl } from '../../platform/media-url';
import { nextSort, writeOrder } from './content-order';
import { banners } from './tables';

// The console's home banners. A write to banners sends the 'home' notice (migration 0010), which
// redraws the home page on every instance; a schedule boundary, which no write marks, is met by the
// home page keeping its render only until the next one (refreshPageBy).

type Draft = z.infer<typeof bannerDraftSchema>;
type BannerRow = typeof banners.$inferSelect;

export const BANNER_IMAGE_REQUIRED = 'Choose an image for the banner.';

function toAdminBanner(row: BannerRow, now: Date): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    ctaLabel: row.ctaLabel,
    href: row.href,
    image: { url: mediaUrl(row.imagePath), alt: row.imageAlt, uploaded: stemOfPath(row.imagePath) !== null },
    sort: row.sort,
    active: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    showing: bannerShowing({ active: row.isActive, startsAt: row.startsAt, endsAt: row.endsAt }, now),
  };
}

/** What the audit log keeps of a banner. */
const logged = (row: BannerRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  ctaLabel: row.ctaLabel,
  href: row.href,
  image: row.imagePath,
  imageAlt: row.imageAlt,
  active: row.isActive,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

async function allBanners(db: Pick<Database, 'select'>): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  const now = new Date();
  return rows.map((row) => toAdminBanner(row, now));
}

/** POST /api/admin/content/banners */
export async function adminBanners(): Promise<{ list: AdminBanner[] }> {
  return { list: await allBanners(await database()) };
}

/** POST /api/admin/content/bannerSave: a new banner (with its image) or a change to one. */
export async function saveBanner(draft: Draft, actor: AuditActor): Promise<AdminBanner> {
  if (draft.id === undefined && !draft.file) throw new InvalidInputError({ file: BANNER_IMAGE_REQUIRED });
  // The files are stored before the row names them (lib/server/platform/images): a refused picture stops here.
  const image = draft.file
    ? await storeImage(new Uint8Array(await draft.file.arrayBuffer()), 'banner')
    : null;
  const fields = {
    title: draft.title,
    subtitle: draft.subtitle,
    ctaLabel: draft.ctaLabel,
    href: draft.href,
    imageAlt: draft.imageAlt,
    isActive: draft.active,
    startsAt: draft.startsAt ? new Date(draft.startsAt) : null,
    endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
    ...(image ? { imagePath: image.path, imageWidths: image.widths } : {}),
  };
  const db = await database();
  const row = await db.transaction(async (tx) => {
    if (draft.id === undefined) {
      if (!image) throw new InvalidInputError({ file: BANNER_IMAGE_REQUIRED });
      const [created] = await tx
        .insert(banners)
        .values({ ...fields, imagePath: image.path, sort: await nextSort(tx, banners) })
        .returning();
      if (!created) throw new Error('the banner was not stored');
      await recordAction(tx, actor, {
        action: 'banner.create',
        objectType: 'banner',
        objectId: created.id,
        summary: `Added the banner “${created.title}”`,
        after: logged(created),
      });
      return created;
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, draft.id)).for('update');
    if (!before) throw new NotFoundError('The banner');
    const [after] = await tx.update(banners).set(fields).where(eq(banners.id, draft.id)).returning();
    if (!after) throw new NotFoundError('The banner');
    const replaced = image ? stemOfPath(before.imagePath) : null;
    if (replaced) await discardImage(tx, replaced);
    await recordAction(tx, actor, {
      action: 'banner.update',
      objectType: 'banner',
      objectId: after.id,
      summary: `Changed the banner “${after.title}”`,
      before: logged(before),
      after: logged(after),
    });
    return after;
  });
  return toAdminBanner(row, new Date());
}

/** POST /api/admin/content/bannerDelete */
export async function deleteBanner(input: { id: number }, actor: AuditActor): Promise<{ id: number }> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(banners).where(eq(banners.id, input.id)).returning();
    if (!gone) throw new NotFoundError('The banner');
    const stem = stemOfPath(gone.imagePath);
    if (stem) await discardImage(tx, stem);
    await recordAction(tx, actor, {
      action: 'banner.delete',
      objectType: 'banner',
      objectId: gone.id,
      summary: `Deleted the banner “${gone.title}”`,
      before: logged(gone),
    });
  });
  return { id: input.id };
}

/** POST /api/admin/content/bannerOrder */
export async function orderBanners(
  input: { ids: number[] },
  actor: AuditActor,
): Promise<{ list: AdminBanner[] }> {
  const db = await database();
  const list = await db.transaction(async (tx) => {
    const before = await writeOrder(tx, banners, input.ids);
    await recordAction(tx, actor, {
      action: 'banner.order',
      objectType: 'banner',
      objectId: 'all',
      summary: 'Put the home banners in a new order',
      before,
      after: input.ids,
    });
    return allBanners(tx);
  });
  return { list };
}

import { eq } from 'drizzle-orm';
import type { StoreSettings } from '@/lib/shop/store-settings';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { serverConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db';
import { keepStoreSettings } from './settings-cache';
import { settingsOf, type StoreSettingsView } from './settings-of';
import { storeSettings } from './tables';

/**
 * An owner's settings as the update call checked them; an empty `publicUrl` follows SITE_URL. The
 * postal address, added later, may be left out: the one kept stays.
 */
export type StoreSettingsInput = Omit<StoreSettings, 'postalAddress'> & {
  postalAddress?: string | undefined;
};

/**
 * An owner saves the shop's settings (docs/operating.md#store-settings): one row, written whole,
 * with an audit line naming what changed, before and after. The row's trigger tells every server.
 */
export async function updateStoreSettings(
  input: StoreSettingsInput,
  actor: AuditActor,
): Promise<StoreSettingsView> {
  const db = await database();
  const config = serverConfig();
  const view = await db.transaction(async (tx) => {
    // the row locked, so two owners saving at once write one after the other and each audit line
    // shows what the other had left
    const [earlier] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
    const before = settingsOf(earlier, config);
    const values = {
      ...input,
      publicUrl: input.publicUrl === '' ? null : input.publicUrl,
      postalAddress:
        input.postalAddress === undefined ? (earlier?.postalAddress ?? null) : input.postalAddress || null,
    };
    const [row] = await tx
      .insert(storeSettings)
      .values({ id: 1, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    const after = settingsOf(row, config);
    const changed = changedFields(
      { ...before.settings, publicUrl: before.publicUrlSetting },
      { ...after.settings, publicUrl: after.publicUrlSetting },
    );
    if (changed.length > 0) {
      await recordAction(tx, actor, {
        action: 'settings.update',
        objectType: 'settings',
        objectId: 'store',
        summary: `Changed ${changed.join(', ')}`,
        before: Object.fromEntries(changed.map((field) => [field, fieldValue(before, field)])),
        after: Object.fromEntries(changed.map((field) => [field, fieldValue(after, field)])),
      });
    }
    return after;
  });
  keepStoreSettings(view);
  return view;
}

function changedFields(before: StoreSettings, after: StoreSettings): (keyof StoreSettings)[] {
  return (Object.keys(after) as (keyof StoreSettings)[]).filter((field) => before[field] !== after[field]);
}

/** A field as the audit line shows it: the public URL as set ('' when it followed SITE_URL). */
function fieldValue(view: StoreSettingsView, field: keyof StoreSettings): string {
  return field === 'publicUrl' ? view.publicUrlSetting : view.settings[field];
}

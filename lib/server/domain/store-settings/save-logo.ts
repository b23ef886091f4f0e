import { eq } from 'drizzle-orm';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { serverConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db';
import { keepStoreSettings } from './settings-cache';
import { settingsOf, type StoreLogo, type StoreSettingsView } from './settings-of';
import { storeSettings } from './tables';

/**
 * The owner's logo is set, replaced or removed (null: the shop's own wordmark again;
 * docs/operating.md#store-logo). The image itself is stored before, by the images port; answers
 * the logo it replaced, whose files the caller discards once this has committed.
 */
export async function saveStoreLogo(
  logo: StoreLogo | null,
  actor: AuditActor,
): Promise<{ view: StoreSettingsView; replaced: StoreLogo | null }> {
  const db = await database();
  const config = serverConfig();
  const values = { logoPath: logo?.path ?? null, logoWidths: logo?.widths ?? null };
  const done = await db.transaction(async (tx) => {
    const [earlier] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
    const replaced = settingsOf(earlier, config).logo;
    const [row] = await tx
      .insert(storeSettings)
      .values({ id: 1, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (replaced?.path !== logo?.path) {
      await recordAction(tx, actor, {
        action: 'settings.logo',
        objectType: 'settings',
        objectId: 'logo',
        summary: logo ? 'Changed the logo' : 'Removed the logo',
        before: { logo: replaced?.path ?? null },
        after: { logo: logo?.path ?? null },
      });
    }
    return { view: settingsOf(row, config), replaced };
  });
  keepStoreSettings(done.view);
  return done;
}

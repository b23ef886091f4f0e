import { eq } from 'drizzle-orm';
import type { PolicyKind } from '@/lib/shop/store-policies';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { serverConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db';
import { keepStoreSettings } from './settings-cache';
import { POLICY_COLUMNS, settingsOf, type StoreSettingsView } from './settings-of';
import { storeSettings } from './tables';

/**
 * An owner saves one policy page's Markdown (docs/operating.md#store-policies); an empty text
 * gives the page its default back. The row's trigger drops every rendered page, the policy's
 * own and the sitemap's date with it.
 */
export async function saveStorePolicy(
  kind: PolicyKind,
  markdown: string,
  actor: AuditActor,
): Promise<StoreSettingsView> {
  const db = await database();
  const config = serverConfig();
  const column = POLICY_COLUMNS[kind];
  const written = markdown.trim() === '' ? null : markdown;
  const view = await db.transaction(async (tx) => {
    const [earlier] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
    const before = earlier?.[column] ?? null;
    const [row] = await tx
      .insert(storeSettings)
      .values({ id: 1, [column]: written, updatedAt: new Date() })
      .onConflictDoUpdate({ target: storeSettings.id, set: { [column]: written, updatedAt: new Date() } })
      .returning();
    if (before !== written) {
      await recordAction(tx, actor, {
        action: 'settings.policy',
        objectType: 'settings',
        objectId: `policy:${kind}`,
        summary: written === null ? `Gave the ${kind} policy its default text` : `Changed the ${kind} policy`,
        before: { [kind]: before === null ? 'default' : `${before.length} characters` },
        after: { [kind]: written === null ? 'default' : `${written.length} characters` },
      });
    }
    return settingsOf(row, config);
  });
  keepStoreSettings(view);
  return view;
}

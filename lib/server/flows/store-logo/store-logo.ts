import type { AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { discardImage, stemOfPath, storeImage } from '@/lib/server/platform/images';
import { saveStoreLogo, type StoreLogo, type StoreSettingsView } from '@/lib/server/domain/store-settings';

/**
 * An owner uploads the shop's logo: checked and re-encoded with the product photos' limits (a
 * JPEG, PNG or WebP of at most 15 MB, at least 320 × 120 px, stored without metadata), then named
 * in the settings. The logo it replaces is deleted once the new one is in.
 */
export async function uploadStoreLogo(file: File, actor: AuditActor): Promise<StoreSettingsView> {
  const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), 'logo');
  const { view, replaced } = await saveStoreLogo({ path: stored.path, widths: stored.widths }, actor);
  await discardReplaced(replaced);
  return view;
}

/** The owner removes the logo: the shop's own wordmark shows again. */
export async function removeStoreLogo(actor: AuditActor): Promise<StoreSettingsView> {
  const { view, replaced } = await saveStoreLogo(null, actor);
  await discardReplaced(replaced);
  return view;
}

async function discardReplaced(replaced: StoreLogo | null): Promise<void> {
  const stem = replaced ? stemOfPath(replaced.path) : null;
  if (stem) await discardImage(await database(), stem);
}

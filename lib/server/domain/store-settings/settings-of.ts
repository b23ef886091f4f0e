import {
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_TIME_ZONE,
  mailSenderOf,
  publicUrlInUse,
  publicUrlWarning,
  type PublicUrlSource,
  type StoreSettings,
} from '@/lib/shop/store-settings';
import type { ServerConfig } from '@/lib/server/platform/config';
import type { storeSettings } from './tables';

/** The settings in use, where the public URL came from, and the warning it calls for. */
export interface StoreSettingsView {
  settings: StoreSettings;
  /** The public URL as the owner set it, '' when unset. */
  publicUrlSetting: string;
  publicUrlSource: PublicUrlSource;
  publicUrlWarning: string | null;
}

type Row = typeof storeSettings.$inferSelect;
type Environment = Pick<ServerConfig, 'MAIL_FROM' | 'SITE_URL' | 'siteUrlGiven' | 'NODE_ENV'>;

/**
 * The owner's row over today's defaults (docs/operating.md#store-settings): a column left null, or
 * no row at all, reads as the shop always did, from MAIL_FROM and SITE_URL.
 */
export function settingsOf(row: Row | undefined, environment: Environment): StoreSettingsView {
  const sender = mailSenderOf(environment.MAIL_FROM);
  const url = publicUrlInUse(
    row?.publicUrl ?? null,
    environment.siteUrlGiven ? environment.SITE_URL : undefined,
  );
  return {
    settings: {
      shopName: row?.shopName ?? DEFAULT_SHOP_NAME,
      supportEmail: row?.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      supportPhone: row?.supportPhone ?? '',
      mailSenderName: row?.mailSenderName ?? (sender.name || DEFAULT_SHOP_NAME),
      mailSenderAddress: row?.mailSenderAddress ?? sender.address,
      timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
      publicUrl: url.publicUrl,
    },
    publicUrlSetting: row?.publicUrl ?? '',
    publicUrlSource: url.source,
    publicUrlWarning: publicUrlWarning({
      production: environment.NODE_ENV === 'production',
      publicUrl: url.publicUrl,
      source: url.source,
    }),
  };
}

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
import { DEFAULT_SHIPPING_TABLE } from '@/lib/shop/shipping';
import { defaultPolicy, POLICY_KINDS, type PolicyKind } from '@/lib/shop/store-policies';
import type { ServerConfig } from '@/lib/server/platform/config';
import type { storeSettings } from './tables';

/** The settings in use, where the public URL came from, and the warning it calls for. */
export interface StoreSettingsView {
  settings: StoreSettings;
  /** The public URL as the owner set it, '' when unset. */
  publicUrlSetting: string;
  publicUrlSource: PublicUrlSource;
  publicUrlWarning: string | null;
  /** The owner's logo in the images port, or null: the shop's own wordmark (docs/operating.md#store-logo). */
  logo: StoreLogo | null;
  /** Each policy page's Markdown; `isDefault` while the owner has not written it (docs/operating.md#store-policies). */
  policies: Record<PolicyKind, StorePolicy>;
}

export interface StoreLogo {
  /** `/media/images/<stem>`. */
  path: string;
  /** The stored widths, ascending. */
  widths: number[];
}

export interface StorePolicy {
  markdown: string;
  isDefault: boolean;
}

/** The column of each policy's Markdown. */
export const POLICY_COLUMNS = {
  terms: 'policyTerms',
  privacy: 'policyPrivacy',
  returns: 'policyReturns',
  shipping: 'policyShipping',
} as const satisfies Record<PolicyKind, keyof Row>;

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
  const shopName = row?.shopName ?? DEFAULT_SHOP_NAME;
  return {
    settings: {
      shopName,
      supportEmail: row?.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      supportPhone: row?.supportPhone ?? '',
      mailSenderName: row?.mailSenderName ?? (sender.name || DEFAULT_SHOP_NAME),
      mailSenderAddress: row?.mailSenderAddress ?? sender.address,
      timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
      publicUrl: url.publicUrl,
      postalAddress: row?.postalAddress ?? '',
    },
    publicUrlSetting: row?.publicUrl ?? '',
    publicUrlSource: url.source,
    publicUrlWarning: publicUrlWarning({
      production: environment.NODE_ENV === 'production',
      publicUrl: url.publicUrl,
      source: url.source,
    }),
    logo: row?.logoPath ? { path: row.logoPath, widths: row.logoWidths ?? [] } : null,
    policies: Object.fromEntries(
      POLICY_KINDS.map((kind) => {
        const written = row?.[POLICY_COLUMNS[kind]] ?? null;
        // the shipping default names the seeded table here: the shipping module stands above the
        // settings, and the store-policies flow draws it from the table kept now for every reader
        const markdown = written ?? defaultPolicy(kind, shopName, DEFAULT_SHIPPING_TABLE);
        return [kind, { markdown, isDefault: written === null }];
      }),
    ) as Record<PolicyKind, StorePolicy>,
  };
}

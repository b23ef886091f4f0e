import { check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The shop's own settings an owner edits in the console (docs/operating.md#store-settings): one
 * row at most (id 1). A column left null follows today's default (the environment's MAIL_FROM and
 * SITE_URL, the shop's name), so a shop nobody configured reads as it always did.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    mailSenderName: text('mail_sender_name'),
    mailSenderAddress: text('mail_sender_address'),
    timeZone: text('time_zone'),
    /** Null: SITE_URL, or a development machine's address when that is unset too. */
    publicUrl: text('public_url'),
    /** The shop's postal address, a line each (docs/operating.md#documents): the invoices and the return label. */
    postalAddress: text('postal_address'),
    /** The owner's logo, `/media/images/<stem>` (the images port), or null: the shop's own wordmark. */
    logoPath: text('logo_path'),
    /** The logo's stored widths, ascending (with logo_path). */
    logoWidths: integer('logo_widths').array(),
    /** The policy pages' Markdown (docs/operating.md#store-policies); null: the default text. */
    policyTerms: text('policy_terms'),
    policyPrivacy: text('policy_privacy'),
    policyReturns: text('policy_returns'),
    policyShipping: text('policy_shipping'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_one_row', sql`${t.id} = 1`)],
);

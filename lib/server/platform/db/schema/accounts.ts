import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A shopper's account (docs/product.md#accounts). The e-mail is kept lower-cased and trimmed, so
 * one address is one account. An account made from an e-mail alone (/api/user/fastRegister, at
 * checkout) has no password until the shopper sets one from the mail.
 *
 * A checkout with the e-mail of an existing account, by someone not signed in to it, gets an
 * account of its own held apart (`guest_of_user_id`): same e-mail, never found by it, so it signs
 * nobody into the existing account and tells nobody that one exists (docs/security.md#account-enumeration).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id (OWASP parameters); null until a fast-registered shopper sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Dialling code without the plus sign, as in countries.phone_code. */
    phoneCode: text('phone_code'),
    phone: text('phone'),
    /** female | male | other, or null when not given. */
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    /** The account's ISO country, for shipping defaults. */
    countryCode: text('country_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sessions created before this moment are no longer valid (password change). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Seconds spent on the site, summed from visits (joinUserTime/leaveUserTime). */
    visitSeconds: integer('visit_seconds').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set by an operator: the account cannot sign in, its sessions ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /**
     * When the owner proved the mailbox (the confirm link, a reset code, the set-password link);
     * until then the password signs nobody in (docs/security.md#account-enumeration).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set on a guest checkout's account held apart from the existing account with its e-mail. */
    guestOfUserId: integer('guest_of_user_id').references((): AnyPgColumn => users.id),
  },
  (t) => [
    // one address is one account: the held-apart checkout accounts stand beside it
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.guestOfUserId} is null`),
    index('users_guest_of_idx')
      .on(t.guestOfUserId)
      .where(sql`${t.guestOfUserId} is not null`),
  ],
);

/**
 * A signed-in browser. The token itself is never stored: only its SHA-256, so a copy of the table
 * signs nobody in. Valid 2 days (the login cookie's life, docs/product.md#constants), ended by
 * logout or a password change.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_sessions_token_key').on(t.tokenHash),
    index('user_sessions_user_idx').on(t.userId),
  ],
);

/**
 * A one-time secret mailed to the shopper: a 4-character reset code (10 minutes, 5 wrong tries),
 * a set-password link token for a fast-registered account (7 days) or a confirm-e-mail link token
 * of a new account (2 days). Stored hashed, used once.
 */
export const passwordCodes = pgTable(
  'password_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** reset | set_password | confirm_email */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_codes_user_idx').on(t.userId, t.createdAt),
    // a confirm link carries its token alone: it is found by its digest
    index('password_codes_code_idx').on(t.codeHash),
  ],
);

/** One stay on the site (joinUserTime → leaveUserTime), found again by its random key. */
export const userVisits = pgTable(
  'user_visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the visit key handed to the browser (the leave beacon carries no token). */
    keyHash: text('key_hash').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_visits_key').on(t.keyHash),
    index('user_visits_user_idx').on(t.userId, t.joinedAt),
  ],
);

/** A delivery address of an account (/api/address/*). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2, one of countries.iso_code. */
    countryCode: text('country_code').notNull(),
    /** Province or state name; required where the country needs one. */
    province: text('province'),
    city: text('city').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    postcode: text('postcode').notNull(),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A saved prescription (fields and ranges: docs/product.md#prescription-rules). Powers are kept in
 * hundredths (−2.25 → −225) so 0.25 steps stay exact; PD in tenths of a millimetre. Either typed
 * values or an uploaded image (stored privately, `image_key`), never neither.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    odSph: integer('od_sph'),
    odCyl: integer('od_cyl'),
    odAxis: smallint('od_axis'),
    odAdd: integer('od_add'),
    osSph: integer('os_sph'),
    osCyl: integer('os_cyl'),
    osAxis: smallint('os_axis'),
    osAdd: integer('os_add'),
    /** Single PD, or null when two PDs are given. */
    pd: integer('pd'),
    pdRight: integer('pd_right'),
    pdLeft: integer('pd_left'),
    /** The uploaded prescription picture in private storage, re-encoded without metadata. */
    imageKey: text('image_key'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescriptions_user_idx').on(t.userId, t.createdAt)],
);

/** A mail topic an account opted in or out of (/api/subscription/*). */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the topics in lib/shop/mail-topics.ts. */
    topic: text('topic').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_preferences_key').on(t.userId, t.topic)],
);

/** The newsletter's list (/api/user/subscribe), for guests from the footer and for accounts. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

/**
 * A discount the shop offers (/api/coupon/*): a percentage or an amount in cents off the
 * merchandise, from a minimum spend, within its dates. Claimable coupons are listed for every
 * signed-in shopper to take; others are handed out (welcome, refunds).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** percent | amount */
    kind: text('kind').notNull(),
    /** Percent (1–100) or US cents. */
    value: integer('value').notNull(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    claimable: boolean('claimable').notNull().default(true),
    /** Days a claimed coupon stays valid, capped by ends_at; null: until ends_at. */
    validDays: smallint('valid_days'),
    /** false: paused by an operator (no new claims, not accepted at checkout). */
    active: boolean('active').notNull().default(true),
    /** Claims allowed in all, null: no limit. */
    totalLimit: integer('total_limit'),
    /** Claims one customer may make over time; they hold at most one unused at once. */
    perCustomerLimit: smallint('per_customer_limit').notNull().default(1),
    /** Only for a customer with no paid order yet. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_total_limit', sql`${t.totalLimit} is null or ${t.totalLimit} > 0`),
    check('coupons_per_customer_limit', sql`${t.perCustomerLimit} > 0`),
    check('coupons_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/** A coupon in a shopper's wallet: claimed once, used at most once (by an order). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that used it, written when the order is made. */
    orderNumber: text('order_number'),
  },
  (t) => [
    // At most one unused claim of a coupon per customer; a coupon that allows more can be
    // claimed again once used.
    uniqueIndex('user_coupons_unused_key')
      .on(t.userId, t.couponId)
      .where(sql`${t.usedAt} is null`),
    index('user_coupons_user_idx').on(t.userId),
  ],
);

/**
 * The store credit ledger: every credit (refund to wallet, goodwill) and debit (spent at checkout)
 * in US cents, signed. The balance is the sum; a row is never changed, only added.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** refund | goodwill | spent | expired | adjustment (an operator's, with its reason as the note) */
    kind: text('kind').notNull(),
    note: text('note').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

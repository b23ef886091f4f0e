import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

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

/**
 * The staff's internal notes on a customer (docs/operating.md#customer-notes), as on an order: who
 * wrote it and when. Only the console's customer page reads them; nothing a shopper reads does.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's e-mail when they wrote it, kept if the member goes. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_notes_user_idx').on(t.userId, t.at),
    check('customer_notes_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * The staff's short labels on a customer ("VIP", "wholesale": docs/operating.md#customer-notes). A
 * label is kept as first typed and is one label in any case: the customer list filters by it.
 */
export const customerTags = pgTable(
  'customer_tags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_tags_key').on(t.userId, sql`lower(${t.tag})`),
    // the list's filter: the customers with a label
    index('customer_tags_tag_idx').on(sql`lower(${t.tag})`, t.userId),
    check('customer_tags_tag', sql`char_length(${t.tag}) between 1 and 24`),
  ],
);

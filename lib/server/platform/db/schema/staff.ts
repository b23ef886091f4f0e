import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member of the shop's staff (docs/operating.md#roles): the operator console's accounts,
 * apart from shoppers' accounts so a shopper's token never opens an operator call. The e-mail is
 * kept lower-cased and trimmed.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** owner | staff | catalog */
    role: text('role').notNull(),
    /** The optician's licence number, recorded on each prescription they confirm (docs/operating.md#optician-check). */
    licenceNumber: text('licence_number').notNull().default(''),
    /**
     * Granted by an owner: the member may confirm prescriptions (docs/operating.md#optician-check).
     * Owners always may, whatever this says.
     */
    mayConfirmPrescriptions: boolean('may_confirm_prescriptions').notNull().default(false),
    /** argon2id, as for shoppers; null until the member sets a password from their link. */
    passwordHash: text('password_hash'),
    /** The TOTP secret (base32), set once the member has confirmed a code for it. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong codes in a row since the last right one (docs/security.md#second-factor-lock). */
    totpFailures: integer('totp_failures').notNull().default(0),
    /** When the wrong codes reached the cap: no sign-in until a password is set from a link. */
    totpLockedAt: timestamp('totp_locked_at', { withTimezone: true }),
    /** A member who left: cannot sign in, sessions ended; kept for the audit log. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_email_key').on(t.email),
    check('staff_members_role', sql`${t.role} in ('owner', 'staff', 'catalog')`),
  ],
);

/**
 * A signed-in operator's browser. Only the token's SHA-256 is stored. It ends 8 hours after
 * sign-in, after 30 minutes without a call, on sign-out, or when the member is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** A one-time set-password link for a member (made by the command or by an owner), stored hashed. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_password_links_token_key').on(t.tokenHash)],
);

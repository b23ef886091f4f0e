import { z } from 'zod';
import { COUPON_GRANT_DAYS_MAX } from '@/lib/shop/coupon-grant';
import { WALLET_ADJUSTMENT_MAX_CENTS } from '@/lib/shop/wallet-adjustment';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { integer, optionalInteger, pageOf, rowId } from '../../fields';
import { addressSchema } from '../address';
import { couponCode, myCouponSchema } from '../coupon';
import { walletEntrySchema } from '../wallet';
import { OPERATOR_TAG, paging, searchText } from './fields';
import {
  CUSTOMER_NOTE_CALLS,
  customerNoteSchema,
  customerPrescriptionRowSchema,
  customerTagField,
} from './customer-notes';
import { rolesFor } from '@/lib/shop/staff-roles';

// The operator console's customers: find a shopper's account, see their orders,
// tickets, addresses, wallet and coupons, adjust the wallet, hand out a coupon, block sign-in.
// The staff's notes and labels, and the saved prescriptions' names: opening one is a logged
// action (docs/operating.md#customer-notes).

const CUSTOMER_ROLES = rolesFor('customers');

export const CUSTOMER_SORTS = ['joined', 'lastSeen', 'orders', 'spent'] as const;

export const customerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO times. */
  joinedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** Paid orders (status 1 to 5): unpaid and expired ones are not counted. */
  ordersCount: z.number().int(),
  /** What the paid orders took, less what was refunded, in US cents. */
  spentCents: z.number().int(),
  walletBalanceCents: z.number().int(),
  blocked: z.boolean(),
  /**
   * A guest checkout's account, held apart from the account with the same e-mail (its id here),
   * because the guest was not signed in to it (docs/security.md#account-enumeration); null otherwise.
   */
  guestCheckoutOf: z.number().int().nullable(),
  /** The staff's labels, in the order of their names (docs/operating.md#customer-notes). */
  tags: z.array(z.string()),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerOrderSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** US cents, as charged. */
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerTicketSchema = z.object({
  ticketNumber: z.string(),
  topic: z.string(),
  status: z.string(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

/** The newest of a customer's entries, with how many there are in all. */
const newest = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

export const customerProfileSchema = customerRowSchema.extend({
  phone: z.string(),
  countryCode: z.string(),
  /** False for an account made at checkout whose owner has not chosen a password yet. */
  hasPassword: z.boolean(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerInfoSchema = z.object({
  customer: customerProfileSchema,
  orders: newest(customerOrderSchema),
  tickets: newest(customerTicketSchema),
  addresses: z.object({ list: z.array(addressSchema) }),
  wallet: newest(walletEntrySchema).extend({ balanceCents: z.number().int() }),
  coupons: newest(myCouponSchema),
  /** The staff's notes, oldest first. */
  notes: z.array(customerNoteSchema),
  /** The saved prescriptions, the most recently changed first: names only, the values are opened. */
  prescriptions: z.array(customerPrescriptionRowSchema),
});

/** The reason of an adjustment or a block: the customer reads an adjustment's in their wallet. */
const reason = (what: string) =>
  z
    .string({ error: `Give the reason for ${what}.` })
    .trim()
    .min(3, `Give the reason for ${what}.`)
    .max(200, 'Keep the reason under 200 characters.');

export const customerListCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/list',
  tag: OPERATOR_TAG,
  summary: 'Customers: search by e-mail or name, sorted and paginated.',
  description:
    '`search` matches part of the e-mail or of the name, in any case. `sort`: joined (the default), lastSeen, orders (paid orders) or spent (paid, less refunds), newest or largest first unless `direction` is asc. `blocked` keeps only blocked (true) or only open (false) accounts. `tag` keeps the customers with that label, in any case.',
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({
    ...paging,
    search: searchText(),
    sort: z.enum(CUSTOMER_SORTS).default('joined'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    blocked: z.boolean().optional(),
    tag: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      customerTagField.optional(),
    ),
  }),
  output: pageOf(customerRowSchema),
});

export const customerInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/info',
  tag: OPERATOR_TAG,
  summary: "A customer's profile, orders, tickets, addresses, wallet and coupons.",
  description:
    "Orders, tickets, wallet entries and coupons are the newest 20 of each, with the total count; the order list (search by e-mail) pages through all of them. The staff's notes and labels. The saved prescriptions by name only: their values are opened with /api/admin/customers/prescription, which the audit log records. Code 404 for an unknown id.",
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: customerInfoSchema,
});

export const customerAdjustWalletCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/adjustWallet',
  tag: OPERATOR_TAG,
  summary: "Adds to or takes from a customer's store credit, with a reason.",
  description: `\`amountCents\` is signed US cents (credit positive), not zero, at most ${WALLET_ADJUSTMENT_MAX_CENTS} either way. The customer sees the entry and its reason in their wallet. Code 0 when a debit would take the balance below zero; the audit log keeps the balance before and after.`,
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({
    id: rowId(),
    amountCents: integer(-WALLET_ADJUSTMENT_MAX_CENTS, WALLET_ADJUSTMENT_MAX_CENTS).refine(
      (cents) => cents !== 0,
      'Enter an amount other than zero.',
    ),
    reason: reason('the adjustment'),
  }),
  output: z.object({ balanceCents: z.number().int(), entry: walletEntrySchema }),
});

export const customerGrantCouponCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/grantCoupon',
  tag: OPERATOR_TAG,
  summary: 'Hands a running coupon of the shop to a customer.',
  description: `Any active coupon that has not ended, open to claiming or not. It stays valid the coupon's own valid days, or \`days\` (1 to ${COUPON_GRANT_DAYS_MAX}) when given, never past the coupon's end. Code 0 when the code is unknown, withdrawn or ended, or the customer already holds it.`,
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({
    id: rowId(),
    couponCode,
    days: optionalInteger(1, COUPON_GRANT_DAYS_MAX),
  }),
  output: myCouponSchema,
});

export const customerBlockCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/block',
  tag: OPERATOR_TAG,
  summary: "Blocks a customer's sign-in and ends their sessions.",
  description:
    'A blocked customer cannot sign in (the right password answers "This account is blocked. Contact support."), every session of theirs answers code 3 at once, and a password reset does not open the account. Blocking a blocked account changes nothing.',
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({ id: rowId(), reason: reason('blocking the account') }),
  output: customerProfileSchema,
});

export const customerUnblockCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/unblock',
  tag: OPERATOR_TAG,
  summary: 'Lets a blocked customer sign in again.',
  description:
    'Their old sessions stay ended: they sign in anew. Unblocking an open account changes nothing.',
  access: 'operator',
  roles: CUSTOMER_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: customerProfileSchema,
});

export const CUSTOMER_CALLS: readonly CallContract[] = [
  customerListCall,
  customerInfoCall,
  customerAdjustWalletCall,
  customerGrantCouponCall,
  customerBlockCall,
  customerUnblockCall,
  ...CUSTOMER_NOTE_CALLS,
];

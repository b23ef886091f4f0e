import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import { defineCall } from '../../call';
import { shippingAddressInput } from '../checkout';
import { OPERATOR_TAG } from './fields';
import { operatorOrderSchema, orderNumberField } from './order-schemas';

// Changes an operator makes to an order before it ships (docs/operating.md#before-shipping): its
// shipping address, and the staff's internal notes. Owners and staff, as every order call.

const roles = rolesFor('orders');

/** The most characters of one internal note. */
export const ORDER_NOTE_MAX = 2000;

export const adminOrderEditAddressCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/editAddress',
  tag: OPERATOR_TAG,
  summary: 'Changes the shipping address of an order that has not shipped.',
  description:
    'docs/operating.md#address-edit. `address` is checked as the checkout checks a typed address (422 names each field; a country the shop does not ship to, an unknown province or dialling code). Code 0 once the order has shipped, is refunded, expired or being cancelled, and for another country than the one the shipping was paid for. The history says "Shipping address changed", the shopper gets a mail with the new address; written in the audit log (order.address) with the old and new address.',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, address: shippingAddressInput }),
  output: operatorOrderSchema,
});

export const adminOrderAddNoteCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/addNote',
  tag: OPERATOR_TAG,
  summary: 'Adds an internal note to an order, for the staff only.',
  description: `docs/operating.md#order-notes. 1 to ${ORDER_NOTE_MAX} characters, kept with the member and the time; shown in the console's history of the order, never to the shopper.`,
  access: 'operator',
  roles,
  input: z.strictObject({
    number: orderNumberField,
    body: z
      .string({ error: 'Write the note.' })
      .trim()
      .min(1, 'Write the note.')
      .max(ORDER_NOTE_MAX, `Keep the note under ${ORDER_NOTE_MAX.toLocaleString('en-US')} characters.`),
  }),
  output: operatorOrderSchema,
});

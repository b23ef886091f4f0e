import { z } from 'zod';
import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_TAG_MESSAGE,
  CUSTOMER_TAGS_MAX,
  customerTagOf,
} from '@/lib/shop/customer-tags';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { rowId } from '../../fields';
import { prescriptionSchema } from '../prescription';
import { OPERATOR_TAG } from './fields';

// The staff's notes and labels on a customer, and the customer's saved prescriptions as the console
// opens them (docs/operating.md#customer-notes).

const roles = rolesFor('customers');

export const customerNoteSchema = z.object({
  body: z.string(),
  /** The member's e-mail when they wrote it. */
  by: z.string(),
  at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** A saved prescription as the customer page lists it: its name only, the values are opened. */
export const customerPrescriptionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hasImage: z.boolean(),
  updatedAt: z.string(),
});
export type CustomerPrescriptionRow = z.infer<typeof customerPrescriptionRowSchema>;

/** A label as typed, tidied; refused when it is not one. */
export const customerTagField = z.string({ error: CUSTOMER_TAG_MESSAGE }).transform((raw, context) => {
  const tag = customerTagOf(raw);
  if (tag === null) {
    context.addIssue({ code: 'custom', message: CUSTOMER_TAG_MESSAGE });
    return z.NEVER;
  }
  return tag;
});

const notesAndTags = z.object({ notes: z.array(customerNoteSchema), tags: z.array(z.string()) });

export const customerAddNoteCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/addNote',
  tag: OPERATOR_TAG,
  summary: 'Adds an internal note to a customer, for the staff only.',
  description: `docs/operating.md#customer-notes. 1 to ${CUSTOMER_NOTE_MAX} characters, kept with the member and the time; never shown to the shopper. Answers the customer's notes, oldest first, and labels. Code 404 for an unknown id.`,
  access: 'operator',
  roles,
  input: z.strictObject({
    id: rowId(),
    body: z
      .string({ error: 'Write the note.' })
      .trim()
      .min(1, 'Write the note.')
      .max(CUSTOMER_NOTE_MAX, `Keep the note under ${CUSTOMER_NOTE_MAX.toLocaleString('en-US')} characters.`),
  }),
  output: notesAndTags,
});

export const customerAddTagCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/addTag',
  tag: OPERATOR_TAG,
  summary: 'Puts a label ("VIP", "wholesale") on a customer.',
  description: `docs/operating.md#customer-notes. ${CUSTOMER_TAG_MESSAGE} A label the customer has in any case changes nothing; at most ${CUSTOMER_TAGS_MAX} labels (code 0 past them). Code 404 for an unknown id.`,
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), tag: customerTagField }),
  output: notesAndTags,
});

export const customerRemoveTagCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/removeTag',
  tag: OPERATOR_TAG,
  summary: 'Takes a label off a customer.',
  description:
    'docs/operating.md#customer-notes. The label in any case; one the customer does not have changes nothing. Code 404 for an unknown id.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), tag: customerTagField }),
  output: notesAndTags,
});

export const customerPrescriptionCall = defineCall({
  method: 'POST',
  path: '/api/admin/customers/prescription',
  tag: OPERATOR_TAG,
  summary: "Opens one of a customer's saved prescriptions.",
  description:
    "Every opening is written in the audit log (prescription.view), as an order's is (docs/operating.md#audit-log). Code 404 for an unknown customer, or a prescription that is not this customer's.",
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), prescriptionId: rowId() }),
  output: prescriptionSchema,
});

export const CUSTOMER_NOTE_CALLS: readonly CallContract[] = [
  customerAddNoteCall,
  customerAddTagCall,
  customerRemoveTagCall,
  customerPrescriptionCall,
];

import { z } from 'zod';
import { email } from '@/lib/shop/validation';
import { defineCall } from '../call';

/** What a contact-form message is about; the support team sorts tickets by it. */
export const TICKET_TOPICS = ['order', 'prescription', 'returns', 'product', 'website', 'other'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

export const TICKET_MESSAGE_MAX = 4000;
/** How many tickets one device, or one network address, may file in an hour. */
export const TICKETS_PER_HOUR = 5;

/** PostgreSQL text cannot hold NUL; line breaks and tabs are the only control characters a message needs. */
const withoutControlCharacters = (value: string) =>
  !Array.from(value).some((c) => (c.charCodeAt(0) < 32 && !'\n\r\t'.includes(c)) || c.charCodeAt(0) === 127);
const CONTROL_CHARACTERS_MESSAGE = 'Remove the special control characters from the text.';

const optionalOrderNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Enter the order number as it appears in your order e-mail.')
    .optional(),
);

/**
 * /api/contact/save (spec §7 "Account"): the contact form files a support ticket. A guest gives
 * an e-mail for the answer; a signed-in shopper's ticket is filed under the account (issue 4;
 * until then a bearer token cannot be verified and the call answers code 3).
 */
export const contactSaveCall = defineCall({
  method: 'POST',
  path: '/api/contact/save',
  tag: 'Support',
  summary: 'Files a support ticket from the contact form.',
  description: `Guests must give an e-mail (422 with data.fields.email otherwise). At most ${TICKETS_PER_HOUR} tickets an hour per device and per network address (429 with data.retryAfter in seconds). Until accounts exist, a call with a bearer token answers code 3.`,
  usesDeviceId: true,
  input: z.strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(80, 'Keep your name under 80 characters.')
      .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      email.max(254, 'Please enter a valid e-mail address.').optional(),
    ),
    topic: z.enum(TICKET_TOPICS, { error: 'Choose what your message is about.' }),
    orderNumber: optionalOrderNumber,
    message: z
      .string()
      .trim()
      .min(10, 'Tell us a little more (at least 10 characters).')
      .max(TICKET_MESSAGE_MAX, `Keep your message under ${TICKET_MESSAGE_MAX} characters.`)
      .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  }),
  output: z.object({
    /** The number the shopper quotes in follow-ups, e.g. T-7K2M9Q. */
    ticketNumber: z.string(),
  }),
});

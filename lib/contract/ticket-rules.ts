// The contact form's rules as plain checks: the form checks a draft with them
// in the browser without zod, and /api/contact/save's schema (calls/contact.ts) is built on the
// same limits and messages, so the shopper reads the server's words before sending.

/** What a contact-form message is about; the support team sorts tickets by it. */
export const TICKET_TOPICS = ['order', 'prescription', 'returns', 'product', 'website', 'other'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 4000;
export const CONTACT_NAME_MAX = 80;
export const CONTACT_EMAIL_MAX = 254;
/** What an order number typed into the form may look like (the order itself is not looked up). */
export const ORDER_REFERENCE = /^[A-Za-z0-9-]{4,40}$/;

export const TICKET_MESSAGES = {
  nameMissing: 'Enter your name.',
  nameTooLong: `Keep your name under ${CONTACT_NAME_MAX} characters.`,
  topicMissing: 'Choose what your message is about.',
  orderReference: 'Enter the order number as it appears in your order e-mail.',
  messageTooShort: `Tell us a little more (at least ${TICKET_MESSAGE_MIN} characters).`,
  messageTooLong: `Keep your message under ${TICKET_MESSAGE_MAX} characters.`,
  controlCharacters: 'Remove the special control characters from the text.',
} as const;

/** PostgreSQL text cannot hold NUL; line breaks and tabs are the only control characters a message needs. */
export function isFreeOfControlCharacters(value: string): boolean {
  return !Array.from(value).some(
    (c) => (c.charCodeAt(0) < 32 && !'\n\r\t'.includes(c)) || c.charCodeAt(0) === 127,
  );
}

export function isTicketTopic(value: unknown): value is TicketTopic {
  return typeof value === 'string' && (TICKET_TOPICS as readonly string[]).includes(value);
}

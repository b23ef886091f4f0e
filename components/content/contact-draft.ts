import type { CallInput } from '@/lib/contract/call';
import type { contactSaveCall } from '@/lib/contract/calls/contact';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  isFreeOfControlCharacters,
  isTicketTopic,
  ORDER_REFERENCE,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGE_MIN,
  TICKET_MESSAGES,
} from '@/lib/contract/ticket-rules';
import { isEmail, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';

/** The contact form's fields, in the order the form shows them (the first invalid one gets focus). */
export const CONTACT_FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the shopper has typed so far. */
export type ContactDraft = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: '',
  email: '',
  topic: '',
  orderNumber: '',
  message: '',
};

/** A guest's ticket is answered by e-mail, so the server refuses one without it (same words as the server). */
export const GUEST_EMAIL_NEEDED = 'Enter your e-mail so we can answer you.';

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** The draft as /api/contact/save takes it (the call drops empty optional fields itself). */
export function contactInput(draft: ContactDraft): CallInput<typeof contactSaveCall> {
  return {
    name: draft.name,
    email: draft.email,
    topic: draft.topic as CallInput<typeof contactSaveCall>['topic'],
    orderNumber: draft.orderNumber,
    message: draft.message,
  };
}

/** The first rule a trimmed text breaks, in the order the server's schema checks them. */
function textProblem(
  text: string,
  min: number,
  max: number,
  short: string,
  long: string,
): string | undefined {
  if (text.length < min) return short;
  if (text.length > max) return long;
  if (!isFreeOfControlCharacters(text)) return TICKET_MESSAGES.controlCharacters;
  return undefined;
}

/**
 * What the shopper can fix before sending, checked with the rules /api/contact/save's schema is
 * built on (lib/contract/ticket-rules.ts), so the messages are exactly the server's without
 * shipping zod to the page; plus the server's guest rule (a guest must give an e-mail).
 */
export function contactDraftProblems(draft: ContactDraft, signedIn: boolean): ContactFieldErrors {
  const problems: ContactFieldErrors = {};
  const { nameMissing, nameTooLong, messageTooShort, messageTooLong } = TICKET_MESSAGES;
  problems.name = textProblem(draft.name.trim(), 1, CONTACT_NAME_MAX, nameMissing, nameTooLong);
  if (draft.email !== '' && (!isEmail(draft.email) || draft.email.length > CONTACT_EMAIL_MAX)) {
    problems.email = VALIDATION_MESSAGES.email;
  }
  if (!isTicketTopic(draft.topic)) problems.topic = TICKET_MESSAGES.topicMissing;
  const orderNumber = draft.orderNumber.trim();
  if (draft.orderNumber !== '' && !ORDER_REFERENCE.test(orderNumber)) {
    problems.orderNumber = TICKET_MESSAGES.orderReference;
  }
  problems.message = textProblem(
    draft.message.trim(),
    TICKET_MESSAGE_MIN,
    TICKET_MESSAGE_MAX,
    messageTooShort,
    messageTooLong,
  );
  if (!signedIn && draft.email.trim() === '') problems.email ??= GUEST_EMAIL_NEEDED;
  for (const field of CONTACT_FIELDS) if (problems[field] === undefined) delete problems[field];
  return problems;
}

/** A 422 answer's field messages that belong to one of the form's fields. */
export function contactFieldErrors(fields: Readonly<Record<string, string>>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (isContactField(field)) errors[field] = message;
  }
  return errors;
}

/** The field that gets focus after a failed send: the first one, in form order, with a message. */
export function firstInvalidField(errors: ContactFieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * docs/architecture.md#api-envelope: a 429 answer's `data.retryAfter` in seconds, or null when it
 * has none.
 */
export function retryAfterSeconds(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const retryAfter: unknown = (data as { retryAfter?: unknown }).retryAfter;
  return typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null;
}

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "in 45 seconds", "in 3 minutes", "in 2 hours": rounded up, so the shopper never tries too early. */
export function retryWaitText(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return 'in a moment';
  if (seconds < 60) return `in ${count(Math.ceil(seconds), 'second')}`;
  if (seconds < 3600) return `in ${count(Math.ceil(seconds / 60), 'minute')}`;
  return `in ${count(Math.ceil(seconds / 3600), 'hour')}`;
}

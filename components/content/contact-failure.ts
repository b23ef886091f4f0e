import { fieldErrorsOf, isApiError } from '@/lib/api';
import { ResultCode } from '@/lib/contract/codes';
import {
  contactFieldErrors,
  firstInvalidField,
  retryAfterSeconds,
  retryWaitText,
  type ContactFieldErrors,
} from './contact-draft';

/** How the contact form shows a failed send: messages next to fields, or one message for the form. */
export type ContactFailure = { fields: ContactFieldErrors } | { message: string };

const FALLBACK = 'Your message could not be sent. Please try again.';

/**
 * docs/architecture.md#api-envelope: a 422 marks the fields it names; a 429 says when to try again;
 * anything else shows the client's own message (it already reads like a sentence for shoppers).
 */
export function contactFailure(error: unknown): ContactFailure {
  const fields = contactFieldErrors(fieldErrorsOf(error) ?? {});
  if (firstInvalidField(fields)) return { fields };
  if (!isApiError(error)) return { message: FALLBACK };
  if (error.code === ResultCode.TooManyAttempts || error.status === 429) {
    const wait = retryWaitText(retryAfterSeconds(error.data));
    return { message: `You have sent several messages in a short time. Please try again ${wait}.` };
  }
  return { message: error.message || FALLBACK };
}

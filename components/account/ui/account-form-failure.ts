import { fieldErrorsOf, isApiError } from '@/lib/api';
import { ResultCode } from '@/lib/contract/codes';

/** How an account form shows a failed call: messages under the fields it names, and/or one for the form. */
export interface AccountFormFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

const FALLBACK = 'Something went wrong. Please try again.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * docs/architecture.md#api-envelope: a 422 marks the fields the form has (a message for a field it
 * lacks is shown for the whole form); a 429 and a code 0 show the shop's own sentence; a network
 * failure shows the client's. The forms call with `{ tip: false }`, so this is the only place the
 * shopper reads it.
 */
export function accountFormFailure<F extends string>(
  error: unknown,
  formFields: readonly F[],
): AccountFormFailure<F> {
  const fields: Partial<Record<F, string>> = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
    if ((formFields as readonly string[]).includes(name)) fields[name as F] = message;
    else others.push(message);
  }
  if (Object.keys(fields).length > 0 || others.length > 0) return { fields, message: others[0] ?? null };
  if (!isApiError(error)) return { fields, message: FALLBACK };
  if (error.code === ResultCode.TooManyAttempts || error.status === 429) {
    return { fields, message: error.message || TOO_MANY };
  }
  return { fields, message: error.message || FALLBACK };
}

/** The first field of the form (in form order) that carries a message, to move focus to. */
export function firstFieldWithError<F extends string>(
  formFields: readonly F[],
  fields: Partial<Record<F, string>>,
): F | null {
  return formFields.find((name) => fields[name]) ?? null;
}

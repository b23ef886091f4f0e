// The name rules of the account contract (lib/contract/calls/user.ts), checked in the browser
// without zod: at most 50 characters, no control characters or angle brackets.

export const PERSON_NAME_MAX = 50;
const ALLOWED = /^[^\p{Cc}<>]*$/u;

/** What is wrong with a name the shopper typed, or null. `required` refuses an empty one. */
export function personNameProblem(
  value: string,
  what: 'first name' | 'last name',
  required = true,
): string | null {
  const name = value.trim();
  if (name === '') return required ? `Enter your ${what}.` : null;
  if (name.length > PERSON_NAME_MAX) return `Keep your ${what} under ${PERSON_NAME_MAX} characters.`;
  if (!ALLOWED.test(name)) return `Use letters, spaces, hyphens or apostrophes in your ${what}.`;
  return null;
}

import { z } from 'zod';
import { STAFF_ROLES, WRONG_CODES_BEFORE_LOCK } from '@/lib/shop/staff-roles';
import { defineCall, noInput } from '../../call';
import { licenceNumberField, OPERATOR_TAG, staffEmail, staffName, staffPassword } from './fields';

// The operator console's sign-in (docs/operating.md#roles): members of the staff, apart from
// shoppers.

export const operatorSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  twoFactor: z.boolean(),
});

const enrolment = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
const totpSecret = z
  .string()
  .regex(/^[A-Z2-7]{32}$/, 'The second-factor secret is not one this console gave.');

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
  .optional();

export const operatorSignInCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/signIn',
  tag: OPERATOR_TAG,
  summary: 'Signs a member of the staff in to the operator console.',
  description: `Answers state "code" when the member must add the 6-digit code of their authenticator app, and state "enrol" (with a new secret and its QR code) when an owner has no second factor yet: send the e-mail and password again with \`enrolSecret\` and a code from the app. Code 0 for a wrong e-mail, password or code; the same sign-in limits as shoppers (429). ${WRONG_CODES_BEFORE_LOCK} wrong codes in a row after the right password lock the member's sign-in (code 0, even with the right password and code) until they choose a new password from the link then mailed to them. The token of state "signed-in" lasts 8 hours, or 30 minutes without a call.`,
  input: z.strictObject({
    email: staffEmail,
    password: z.string().min(1, 'Enter your password.').max(128, 'Keep the password under 128 characters.'),
    code,
    enrolSecret: totpSecret.optional(),
  }),
  output: z.discriminatedUnion('state', [
    z.object({ state: z.literal('signed-in'), token: z.string(), operator: operatorSchema }),
    z.object({ state: z.literal('code') }),
    enrolment.extend({ state: z.literal('enrol') }),
  ]),
});

export const operatorSignOutCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/signOut',
  tag: OPERATOR_TAG,
  summary: 'Ends this operator session.',
  access: 'operator',
  input: noInput,
  output: z.null(),
});

export const operatorMeCall = defineCall({
  method: 'GET',
  path: '/api/admin/session/me',
  tag: OPERATOR_TAG,
  summary: 'The signed-in operator.',
  access: 'operator',
  input: noInput,
  output: operatorSchema.extend({
    /** docs/operating.md#optician-check */
    licenceNumber: z.string(),
    mayConfirmPrescriptions: z.boolean(),
  }),
});

export const operatorProfileCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/profile',
  tag: OPERATOR_TAG,
  summary: 'Changes the signed-in member’s own name and optician’s licence number.',
  description:
    'A confirmed prescription records both (docs/operating.md#optician-check); a member without a licence number cannot confirm one. Any role may keep its own.',
  access: 'operator',
  input: z.strictObject({ name: staffName, licenceNumber: licenceNumberField }),
  output: z.object({ name: z.string(), licenceNumber: z.string() }),
});

export const operatorPasswordLinkCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/passwordLink',
  tag: OPERATOR_TAG,
  summary: 'Whom a set-password link is for.',
  description: 'Code 404 when the link is unknown, used, or past its days.',
  input: z.strictObject({ token: z.string().min(1).max(200) }),
  output: z.object({ email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }),
});

export const operatorSetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/setPassword',
  tag: OPERATOR_TAG,
  summary: "Chooses a member's password with their one-time link.",
  description:
    'The link works once. Every session of the member ends; an owner then adds their second factor at the first sign-in.',
  input: z.strictObject({ token: z.string().min(1).max(200), password: staffPassword }),
  output: z.object({ email: z.string() }),
});

export const operatorChangePasswordCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/changePassword',
  tag: OPERATOR_TAG,
  summary: "Changes the signed-in operator's password.",
  description:
    'Code 0 when the current password is not right; each such failure counts as a failed sign-in of the member from this network address, and past the sign-in limits the answer is 429, even for the right password. Other sessions of the member end.',
  access: 'operator',
  input: z.strictObject({
    currentPassword: z.string().min(1, 'Enter your current password.').max(128),
    newPassword: staffPassword,
  }),
  output: z.null(),
});

export const operatorTwoFactorSecretCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/twoFactorSecret',
  tag: OPERATOR_TAG,
  summary: 'A new second-factor secret for the signed-in member to add to an authenticator app.',
  description:
    'For members whose role does not require a second factor (owners add theirs at sign-in). Nothing is kept until enableTwoFactor proves the app holds it. Code 0 when the member has one already.',
  access: 'operator',
  input: noInput,
  output: enrolment,
});

export const operatorEnableTwoFactorCall = defineCall({
  method: 'POST',
  path: '/api/admin/session/enableTwoFactor',
  tag: OPERATOR_TAG,
  summary: "Turns on the signed-in member's second factor with a code from their app.",
  description:
    'Code 0 for a wrong code, or when the member has a second factor already. Every later sign-in asks for a code.',
  access: 'operator',
  input: z.strictObject({
    secret: totpSecret,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  }),
  output: operatorSchema,
});

import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/shop/staff-roles';
import { defineCall, noInput } from '../../call';
import { rowId } from '../../fields';
import { licenceNumberField, OPERATOR_TAG, staffEmail, staffName } from './fields';

// Staff accounts, owners only (docs/operating.md#roles).

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The optician's licence number, '' when none (docs/operating.md#optician-check). */
  licenceNumber: z.string(),
  /** May confirm prescriptions: granted by an owner, always true for owners. */
  mayConfirmPrescriptions: z.boolean(),
  twoFactor: z.boolean(),
  hasPassword: z.boolean(),
  disabled: z.boolean(),
  /** Sign-in locked after too many wrong second-factor codes, until a password is set from a link. */
  locked: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});

const withLink = z.object({
  member: staffMemberSchema,
  /** The one-time set-password link, also mailed to the member. */
  link: z.string(),
});

export const staffListCall = defineCall({
  method: 'GET',
  path: '/api/admin/staff/list',
  tag: OPERATOR_TAG,
  summary: 'The members of the staff.',
  access: 'operator',
  roles: ['owner'],
  input: noInput,
  output: z.object({ list: z.array(staffMemberSchema) }),
});

export const staffAddCall = defineCall({
  method: 'POST',
  path: '/api/admin/staff/add',
  tag: OPERATOR_TAG,
  summary: 'Adds a member and mails them a one-time link to choose a password.',
  description: 'Code 0 when the e-mail is already a member.',
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({ email: staffEmail, name: staffName.default(''), role: z.enum(STAFF_ROLES) }),
  output: withLink,
});

// The update and the reset both keep the last owner who can sign in (docs/security.md#last-owner).
export const staffUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/staff/update',
  tag: OPERATOR_TAG,
  summary:
    "Changes a member's name, licence number or role, lets them confirm prescriptions or not, or disables or enables them.",
  description:
    'A disabled member cannot sign in and their sessions end; so do a member\u2019s sessions when the role changes. Code 0 when the change would leave the shop without an enabled owner who can sign in (a password and a second factor).',
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({
    id: rowId(),
    name: staffName.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
    licenceNumber: licenceNumberField.optional(),
    /** docs/operating.md#optician-check: owners always may, whatever this says. */
    mayConfirmPrescriptions: z.boolean().optional(),
  }),
  output: staffMemberSchema,
});

export const staffResetAccessCall = defineCall({
  method: 'POST',
  path: '/api/admin/staff/resetAccess',
  tag: OPERATOR_TAG,
  summary: "Resets a member's password and second factor and mails them a new link.",
  description:
    'For a member who lost their phone or password. Their sessions end. Code 0 for the last enabled owner who can sign in, the caller included (`npm run operator -- reset` on the server still can).',
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({ id: rowId() }),
  output: withLink,
});

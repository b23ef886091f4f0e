import { ROLE_DESCRIPTIONS, STAFF_LINK_DAYS, type StaffRole } from '@/lib/shop/staff-roles';
import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';

/** A new member of the staff, or one whose access was reset: the one-time set-password link. */
export function staffInviteMail(input: { to: string; name: string; role: string; link: string }): Mail {
  const role = input.role as StaffRole;
  return composeMail({
    to: input.to,
    subject: `Your ${shopName()} operator console account`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `You have been given the ${role} role in the ${shopName()} operator console: ${ROLE_DESCRIPTIONS[role] ?? ''}.`,
      role === 'owner'
        ? 'Choose a password, then sign in: the console will ask you to add a second factor with an authenticator app.'
        : 'Choose a password, then sign in with this e-mail address.',
    ],
    action: { label: 'Choose a password', href: input.link },
    footnote: `The link works once and for ${STAFF_LINK_DAYS} days. If you do not expect this, ignore this mail and tell the shop's owner.`,
  });
}

/** "Nov 24, 2026, 14:29 UTC", as the console writes times. */
const LOCK_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A member whose sign-in locked after too many wrong second-factor codes
 * (docs/security.md#second-factor-lock): the set-password link that lifts the lock.
 */
export function secondFactorLockedMail(input: {
  to: string;
  name: string;
  wrongCodes: number;
  link: string;
}): Mail {
  return composeMail({
    to: input.to,
    subject: `Your ${shopName()} operator console sign-in is locked`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `Someone signed in to the operator console with your password and then entered ${input.wrongCodes} wrong codes in a row, so your sign-in is locked.`,
      'If that was not you, your password is known to someone else: choose a new one with this link. Once it is set, you sign in again with the new password and your authenticator app as before.',
    ],
    action: { label: 'Choose a new password', href: input.link },
    footnote: `The link works once and for ${STAFF_LINK_DAYS} days. If it has expired, ask an owner of the shop for a new one.`,
  });
}

/** Every other owner hears of a lock: who was locked and when. */
export function memberLockedMail(input: {
  to: string;
  name: string;
  member: { email: string; name: string };
  lockedAt: Date;
  wrongCodes: number;
}): Mail {
  const who = input.member.name ? `${input.member.name} (${input.member.email})` : input.member.email;
  return composeMail({
    to: input.to,
    subject: `Operator console: the sign-in of ${input.member.email} is locked`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `The sign-in of ${who} was locked on ${LOCK_TIME.format(input.lockedAt)} UTC, after ${input.wrongCodes} wrong second-factor codes in a row were sent with their right password.`,
      'They were mailed a link to choose a new password; until they do, they cannot sign in. If they did not mistype the codes themselves, someone else knows their password. You can also reset their access from the staff page.',
    ],
    action: { label: 'Open the staff page', href: siteAddress('/admin/staff') },
  });
}

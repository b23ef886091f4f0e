import { ROLE_DESCRIPTIONS, STAFF_LINK_DAYS, type StaffRole } from '@/lib/shop/staff-roles';
import type { Mail } from '../mailer';
import { composeMail, greetingFor } from './layout';

/** A new member of the staff, or one whose access was reset: the one-time set-password link. */
export function staffInviteMail(input: { to: string; name: string; role: string; link: string }): Mail {
  const role = input.role as StaffRole;
  return composeMail({
    to: input.to,
    subject: 'Your Oculo operator console account',
    greeting: greetingFor(input.name),
    paragraphs: [
      `You have been given the ${role} role in the Oculo operator console: ${ROLE_DESCRIPTIONS[role] ?? ''}.`,
      role === 'owner'
        ? 'Choose a password, then sign in: the console will ask you to add a second factor with an authenticator app.'
        : 'Choose a password, then sign in with this e-mail address.',
    ],
    action: { label: 'Choose a password', href: input.link },
    footnote: `The link works once and for ${STAFF_LINK_DAYS} days. If you do not expect this, ignore this mail and tell the shop's owner.`,
  });
}

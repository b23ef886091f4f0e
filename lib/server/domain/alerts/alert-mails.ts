import { ALERT_LABELS, type StaffAlertKind } from '@/lib/shop/staff-alerts';
import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';
import type { ActiveMember } from '@/lib/server/domain/staff';

interface EventOfMail {
  kind: StaffAlertKind;
  title: string;
  path: string;
  lines: string[];
}

/** An alert a member asked for: what happened, and a button to its console page on the public URL. */
export function staffAlertMail(member: ActiveMember, event: EventOfMail): Mail {
  return composeMail({
    to: member.email,
    subject: `${shopName()} console: ${event.title}`,
    greeting: greetingFor(member.name),
    paragraphs: [event.title, ...event.lines],
    action: { label: 'Open it in the console', href: siteAddress(event.path) },
    footnote: `You get this mail because you ticked “${ALERT_LABELS[event.kind]}” under Your account in the ${shopName()} console. Untick it there to stop.`,
  });
}

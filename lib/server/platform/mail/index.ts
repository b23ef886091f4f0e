// The mail module's front door (docs/architecture.md#house-rules): outgoing mail, its outbox and
// the layout every mail is composed in. Each module writes its own mails (accounts, staff, orders,
// support, back-in-stock), so the platform knows none of the shop's subjects. Other modules and
// app/ import only from here; its tables and inner files are its own.
import 'server-only';

export {
  deleteOldOutgoingMails,
  deliverMailsSoon,
  deliverQueuedMails,
  mailDeliveriesSettled,
  queueMail,
  watchOutbox,
} from './outbox';
export type { Mail } from './mailer';
export { composeMail, greetingFor, shopName, siteAddress, type MailItem } from './templates/layout';

// The mail module's front door (docs/architecture.md#house-rules): outgoing mail, its outbox and
// its templates. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export {
  deleteOldOutgoingMails,
  deliverMailsSoon,
  deliverQueuedMails,
  mailDeliveriesSettled,
  queueMail,
} from './outbox';
export {
  accountExistsMail,
  confirmEmailMail,
  guestCheckoutMail,
  resetCodeMail,
  setPasswordMail,
  welcomeMail,
} from './templates/account-mails';
export { afterSalesAnswerMail } from './templates/after-sales-mails';
export { backInStockMail } from './templates/back-in-stock-mail';
export { orderPaidMail, orderRefundedMail, orderShippedMail } from './templates/order-mails';
export { memberLockedMail, secondFactorLockedMail, staffInviteMail } from './templates/staff-mails';
export { shopQuestionMail, ticketReplyMail } from './templates/support-mails';

// The back-in-stock module's front door (docs/architecture.md#house-rules): requests for a mail
// when a sold-out colour returns, and the mails themselves.
import 'server-only';

export { requestBackInStockMail } from './request-mail';
export { followStockNotices } from './schedule';
export { sendBackInStockMails } from './send-mails';

// The support module's front door (docs/architecture.md#house-rules): support tickets and replies.
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export {
  addChatMessage,
  chatMessagesAfter,
  chatTicket,
  chatTicketFacts,
  closeChatTicket,
  openChatTicket,
  type ThreadMessage,
} from './chat-thread';
export { customerTickets } from './customer-tickets';
export { fileTicket } from './file-ticket';
export { listInbox, ticketCounts } from './inbox';
export { findTickets } from './ticket-find';
export { listMyTickets } from './my-tickets';
export { openShopTicket } from './shop-ticket';
export { unansweredTicketCount } from './ticket-counts';
export { assignTicket, replyAsStaff, setTicketClosed, staffTicketInfo, ticketAssignees } from './ticket-desk';
export { closeTicket, replyToTicket } from './ticket-replies';
export { assignTickets, closeTickets } from './ticket-selection';

// The live chat module's front door (docs/architecture.md#house-rules): conversations between
// shoppers and the staff, kept as support tickets (docs/operating.md#live-chat). Other modules and
// app/ import only from here; its tables and inner files are its own.
import 'server-only';

export {
  chatDesk,
  chatInfo,
  closeChatAtDesk,
  handOverChat,
  openDeskStream,
  replyToChat,
  takeChat,
} from './desk';
export { closeChatAsShopper, openChatStream, sendChat, startChat, viewChat } from './shopper-chat';

// The console's live chats (docs/operating.md#live-chat).
import { addressOf } from '@/lib/contract/address';
import type {
  chatCloseDeskCall,
  chatDeskCall,
  chatDeskStreamCall,
  chatHandOverCall,
  chatInfoCall,
  chatReplyCall,
  chatTakeCall,
} from '@/lib/contract/calls/admin/chats';

export const chatDesk = addressOf<typeof chatDeskCall>('GET', '/api/admin/chats/list');
export const chatDeskStream = addressOf<typeof chatDeskStreamCall>('POST', '/api/admin/chats/stream');
export const chatInfo = addressOf<typeof chatInfoCall>('GET', '/api/admin/chats/info');
export const chatTake = addressOf<typeof chatTakeCall>('POST', '/api/admin/chats/take');
export const chatReply = addressOf<typeof chatReplyCall>('POST', '/api/admin/chats/reply');
export const chatHandOver = addressOf<typeof chatHandOverCall>('POST', '/api/admin/chats/handOver');
export const chatCloseDesk = addressOf<typeof chatCloseDeskCall>('POST', '/api/admin/chats/close');

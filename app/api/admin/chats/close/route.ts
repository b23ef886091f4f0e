import { chatCloseDeskCall } from '@/lib/contract/calls/admin/chats';
import { closeChatAtDesk } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(chatCloseDeskCall, (input, operator) =>
  closeChatAtDesk(input, operator),
);

import { chatHandOverCall } from '@/lib/contract/calls/admin/chats';
import { handOverChat } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(chatHandOverCall, (input, operator) =>
  handOverChat(input, operator),
);

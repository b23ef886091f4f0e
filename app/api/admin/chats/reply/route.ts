import { chatReplyCall } from '@/lib/contract/calls/admin/chats';
import { replyToChat } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(chatReplyCall, (input, operator) => replyToChat(input, operator));

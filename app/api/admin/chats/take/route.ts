import { chatTakeCall } from '@/lib/contract/calls/admin/chats';
import { takeChat } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(chatTakeCall, (input, operator) => takeChat(input, operator));

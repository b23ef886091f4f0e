import { chatInfoCall } from '@/lib/contract/calls/admin/chats';
import { chatInfo } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const GET = operatorRouteHandler(chatInfoCall, (input) => chatInfo(input));

import { chatDeskCall } from '@/lib/contract/calls/admin/chats';
import { chatDesk } from '@/lib/server/domain/chat';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const GET = operatorRouteHandler(chatDeskCall, () => chatDesk());

import { chatCloseCall } from '@/lib/contract/calls/chat';
import { closeChatAsShopper } from '@/lib/server/domain/chat';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(chatCloseCall, (input, context) => closeChatAsShopper(input, context));

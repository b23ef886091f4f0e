import { chatSendCall } from '@/lib/contract/calls/chat';
import { sendChat } from '@/lib/server/domain/chat';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(chatSendCall, (input, context) => sendChat(input, context));

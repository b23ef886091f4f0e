import { chatStartCall } from '@/lib/contract/calls/chat';
import { startChat } from '@/lib/server/domain/chat';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(chatStartCall, (input, context) => startChat(input, context));

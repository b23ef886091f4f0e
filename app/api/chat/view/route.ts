import { chatViewCall } from '@/lib/contract/calls/chat';
import { viewChat } from '@/lib/server/domain/chat';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(chatViewCall, (input, context) => viewChat(input, context));

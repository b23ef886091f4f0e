import { chatStreamCall } from '@/lib/contract/calls/chat';
import { openChatStream } from '@/lib/server/domain/chat';
import { publicStreamRoute } from '@/lib/server/platform/http';

// a stream lives as long as the shopper's page: never cached, never pre-rendered
export const dynamic = 'force-dynamic';
export const POST = publicStreamRoute(chatStreamCall, (input, context) => openChatStream(input, context));

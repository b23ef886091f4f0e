import { chatDeskStreamCall } from '@/lib/contract/calls/admin/chats';
import { openDeskStream } from '@/lib/server/domain/chat';
import { operatorStreamRoute } from '@/lib/server/flows/checked-routes';

// a stream lives as long as the console page: never cached, never pre-rendered
export const dynamic = 'force-dynamic';
export const POST = operatorStreamRoute(chatDeskStreamCall, (input, operator) =>
  openDeskStream(input, operator),
);

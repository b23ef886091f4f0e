import { contentPageBlocksCall } from '@/lib/contract/calls/admin/content';
import { adminPageBlocks } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentPageBlocksCall, () => adminPageBlocks());

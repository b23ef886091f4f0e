import { contentPageBlocksCall } from '@/lib/contract/calls/admin/content';
import { adminPageBlocks } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentPageBlocksCall, () => adminPageBlocks());

import { contentFaqListCall } from '@/lib/contract/calls/admin/content';
import { adminFaqList } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentFaqListCall, () => adminFaqList());

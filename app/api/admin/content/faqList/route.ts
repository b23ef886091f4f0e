import { contentFaqListCall } from '@/lib/contract/calls/admin/content';
import { adminFaqList } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentFaqListCall, () => adminFaqList());

import { contentHotWordsCall } from '@/lib/contract/calls/admin/content';
import { adminHotWords } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentHotWordsCall, () => adminHotWords());

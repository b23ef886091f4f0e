import { contentHotWordsCall } from '@/lib/contract/calls/admin/content';
import { adminHotWords } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentHotWordsCall, () => adminHotWords());

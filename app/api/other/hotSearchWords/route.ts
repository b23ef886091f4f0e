import { hotSearchWordsCall } from '@/lib/contract/calls/content';
import { listHotSearchWords } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(hotSearchWordsCall, () => listHotSearchWords());

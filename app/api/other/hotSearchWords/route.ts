import { hotSearchWordsCall } from '@/lib/contract/calls/content';
import { listHotSearchWords } from '@/lib/server/domain/content';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(hotSearchWordsCall, () => listHotSearchWords());

import { hotSearchWordsCall } from '@/lib/contract/calls/content';
import { listHotSearchWords } from '@/lib/server/content';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(hotSearchWordsCall, () => listHotSearchWords());

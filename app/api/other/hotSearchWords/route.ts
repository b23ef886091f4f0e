import { hotSearchWordsCall } from '@/lib/contract/calls/content';
import { listHotSearchWords } from '@/lib/server/content/home-content';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(hotSearchWordsCall, () => listHotSearchWords());

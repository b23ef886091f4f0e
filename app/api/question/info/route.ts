import { questionInfoCall } from '@/lib/contract/calls/question';
import { faqArticle } from '@/lib/server/domain/content';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(questionInfoCall, (ref) => faqArticle(ref));

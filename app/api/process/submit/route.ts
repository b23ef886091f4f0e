import { processSubmitCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/http/route-handler';
import { submitGlasses } from '@/lib/server/lens-flow/lens-flow';

export const POST = routeHandler(processSubmitCall, (input, context) => submitGlasses(input, context));

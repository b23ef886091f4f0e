import { processSubmitCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/http';
import { submitGlasses } from '@/lib/server/lens-flow';

export const POST = routeHandler(processSubmitCall, (input, context) => submitGlasses(input, context));

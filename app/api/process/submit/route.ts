import { processSubmitCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/platform/http';
import { submitGlasses } from '@/lib/server/domain/lens-flow';

export const POST = routeHandler(processSubmitCall, (input, context) => submitGlasses(input, context));

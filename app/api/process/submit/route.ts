import { processSubmitCall } from '@/lib/contract/calls/process';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { submitGlasses } from '@/lib/server/domain/lens-flow';

export const POST = publicRouteHandler(processSubmitCall, (input, context) => submitGlasses(input, context));

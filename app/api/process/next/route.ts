import { processNextCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/http';
import { nextLensStep } from '@/lib/server/lens-flow';

export const POST = routeHandler(processNextCall, (input, context) => nextLensStep(input, context));

import { processNextCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/platform/http';
import { nextLensStep } from '@/lib/server/domain/lens-flow';

export const POST = routeHandler(processNextCall, (input, context) => nextLensStep(input, context));

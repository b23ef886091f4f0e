import { processNextCall } from '@/lib/contract/calls/process';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { nextLensStep } from '@/lib/server/domain/lens-flow';

export const POST = publicRouteHandler(processNextCall, (input, context) => nextLensStep(input, context));
